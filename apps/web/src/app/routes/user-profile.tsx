import { BillingHistoryCard } from "../../features/payments/history/BillingHistoryCard";
import { YourDataCard } from "../../features/privacy/YourDataCard";
import { TaxpayerProfilePage } from "../../features/profiles/TaxpayerProfilePage";

/**
 * /user/profile: the taxpayer's details and sign-in settings, what they paid online, then their data
 * (download, close).
 */
export function Component() {
  return (
    <TaxpayerProfilePage
      settings={
        <>
          <BillingHistoryCard />
          <YourDataCard />
        </>
      }
    />
  );
}
