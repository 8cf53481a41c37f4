import { lazy } from "react";
import { HomePage } from "../../features/content/HomePage";

// Below the fold: each loads as it comes near the viewport.
const ExpertsNearYou = lazy(() =>
  import("../../features/profiles/ExpertsNearYou").then((module) => ({ default: module.ExpertsNearYou })),
);
const NewsletterSection = lazy(() =>
  import("../../features/newsletter/NewsletterSection").then((module) => ({
    default: module.NewsletterSection,
  })),
);

export function Component() {
  return <HomePage expertsNearYou={<ExpertsNearYou />} newsletter={<NewsletterSection />} />;
}
