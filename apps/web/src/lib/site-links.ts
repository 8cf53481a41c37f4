export interface SiteLink {
  to: string;
  label: string;
}

export const headerLinks: readonly SiteLink[] = [
  { to: "/experts", label: "Find a professional" },
  { to: "/taxpayer", label: "For taxpayers" },
  { to: "/expert", label: "For professionals" },
  { to: "/pricing", label: "Pricing" },
  { to: "/blogs", label: "Blog" },
  { to: "/faq", label: "FAQ" },
];

export const loginLink: SiteLink = { to: "/login", label: "Log in" };
export const getStartedLink: SiteLink = { to: "/get-started", label: "Get started" };

export interface FooterGroup {
  title: string;
  links: readonly SiteLink[];
}

/** Every public page, grouped for the footer. */
export const footerGroups: readonly FooterGroup[] = [
  {
    title: "Taxlane",
    links: [
      { to: "/", label: "Home" },
      { to: "/about", label: "About us" },
      { to: "/contact-us", label: "Contact us" },
    ],
  },
  {
    title: "Find help",
    links: [
      { to: "/experts", label: "Find a professional" },
      { to: "/taxpayer", label: "For taxpayers" },
      { to: "/expert", label: "For tax professionals" },
      { to: "/pricing", label: "Pricing" },
    ],
  },
  {
    title: "Resources",
    links: [
      { to: "/blogs", label: "Blog" },
      { to: "/faq", label: "FAQ" },
    ],
  },
  {
    title: "Legal",
    links: [
      { to: "/privacy-policy", label: "Privacy policy" },
      { to: "/terms-condition", label: "Terms and conditions" },
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
  { network: "linkedin", label: "Taxlane on LinkedIn", href: "https://www.linkedin.com/company/taxlane" },
  { network: "facebook", label: "Taxlane on Facebook", href: "https://www.facebook.com/taxlane" },
  { network: "x", label: "Taxlane on X", href: "https://x.com/taxlane" },
  { network: "instagram", label: "Taxlane on Instagram", href: "https://www.instagram.com/taxlane" },
];
