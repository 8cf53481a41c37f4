import { TaxpayerLandingPage } from "../../features/content/landings/TaxpayerLandingPage";
import { NewsletterSection } from "../../features/newsletter/NewsletterSection";

export function Component() {
  return <TaxpayerLandingPage newsletter={<NewsletterSection />} />;
}
