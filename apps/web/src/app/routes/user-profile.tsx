import { BillingHistoryCard } from "../../features/payments/history/BillingHistoryCard";
import { YourDataCard } from "../../features/privacy/YourDataCard";
import { LanguageCard } from "../../features/profiles/LanguageCard";
import { TaxpayerProfilePage } from "../../features/profiles/TaxpayerProfilePage";

/**
 * /user/profile: the taxpayer's details and sign-in settings, their language, what they paid online, then their data
 * (download, close).
 */
export function Component() {
  return (
    <TaxpayerProfilePage
      settings={
        <>
          <LanguageCard />
          <BillingHistoryCard />
          <YourDataCard />
        </>
      }
    />
  );
}
