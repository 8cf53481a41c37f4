import { YourDataCard } from "../../features/privacy/YourDataCard";
import { TaxpayerProfilePage } from "../../features/profiles/TaxpayerProfilePage";

/** /user/profile: the taxpayer's details and sign-in settings, then their data (download, close). */
export function Component() {
  return <TaxpayerProfilePage settings={<YourDataCard />} />;
}
