import { layout } from "@taxlane/contract/i18n/local/layout";

export interface SiteLink {
  to: string;
  label: string;
}

export const headerLinks: readonly SiteLink[] = [
  { to: "/experts", label: layout.findProfessional },
  { to: "/taxpayer", label: layout.forTaxpayers },
  { to: "/expert", label: layout.forProfessionals },
  { to: "/pricing", label: layout.pricing },
  { to: "/blogs", label: layout.blog },
  { to: "/faq", label: layout.faq },
];

export const loginLink: SiteLink = { to: "/login", label: layout.logIn };
export const getStartedLink: SiteLink = { to: "/get-started", label: layout.getStarted };

export interface FooterGroup {
  title: string;
  links: readonly SiteLink[];
}

/** Every public page, grouped for the footer. */
export const footerGroups: readonly FooterGroup[] = [
  {
    title: layout.taxlane,
    links: [
      { to: "/", label: layout.home },
      { to: "/about", label: layout.aboutUs },
      { to: "/contact-us", label: layout.contactUs },
    ],
  },
  {
    title: layout.findHelp,
    links: [
      { to: "/experts", label: layout.findProfessional },
      { to: "/taxpayer", label: layout.forTaxpayers },
      { to: "/expert", label: layout.forTaxProfessionals },
      { to: "/pricing", label: layout.pricing },
    ],
  },
  {
    title: layout.resources,
    links: [
      { to: "/blogs", label: layout.blog },
      { to: "/faq", label: layout.faq },
    ],
  },
  {
    title: layout.legal,
    links: [
      { to: "/privacy-policy", label: layout.privacyPolicy },
      { to: "/terms-condition", label: layout.termsAndConditions },
    ],
  },
];

export type SocialNetwork = "linkedin" | "facebook" | "x" | "instagram";

export interface SocialLink {
  network: SocialNetwork;
  label: string;
  href: string;
}

export const socialLinks: readonly SocialLink[] = [
  { network: "linkedin", label: layout.onLinkedIn, href: "https://www.linkedin.com/company/taxlane" },
  { network: "facebook", label: layout.onFacebook, href: "https://www.facebook.com/taxlane" },
  { network: "x", label: layout.onX, href: "https://x.com/taxlane" },
  { network: "instagram", label: layout.onInstagram, href: "https://www.instagram.com/taxlane" },
];
