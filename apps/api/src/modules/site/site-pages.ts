import { t } from "@taxlane/contract/i18n";

/** The public pages crawlers may index, with the title and description each shows in search results. */
export const publicPages: readonly { path: string; title: string; description: string }[] = [
  {
    path: "/",
    title: t("site.homeTitle"),
    description: t("site.homeDescription"),
  },
  {
    path: "/taxpayer",
    title: t("site.taxpayerTitle"),
    description: t("site.taxpayerDescription"),
  },
  {
    path: "/expert",
    title: t("site.expertTitle"),
    description: t("site.expertDescription"),
  },
  {
    path: "/pricing",
    title: t("site.pricingTitle"),
    description: t("site.pricingDescription"),
  },
  {
    path: "/experts",
    title: t("site.expertsTitle"),
    description: t("site.expertsDescription"),
  },
  {
    path: "/get-started",
    title: t("site.getStartedTitle"),
    description: t("site.getStartedDescription"),
  },
  {
    path: "/blogs",
    title: t("site.blogsTitle"),
    description: t("site.blogsDescription"),
  },
  {
    path: "/faq",
    title: t("site.faqTitle"),
    description: t("site.faqDescription"),
  },
  {
    path: "/contact-us",
    title: t("site.contactUsTitle"),
    description: t("site.contactUsDescription"),
  },
  {
    path: "/about",
    title: t("site.aboutTitle"),
    description: t("site.aboutDescription"),
  },
  {
    path: "/privacy-policy",
    title: t("site.privacyPolicyTitle"),
    description: t("site.privacyPolicyDescription"),
  },
  {
    path: "/terms-condition",
    title: t("site.termsConditionTitle"),
    description: t("site.termsConditionDescription"),
  },
];
