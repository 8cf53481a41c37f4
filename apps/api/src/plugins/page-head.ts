import { LANGUAGE_PARAMETER, languages } from "@taxlane/contract/i18n/language";

/** What crawlers and link previews read of a page before any script runs. */
export interface PageHead {
  title: string;
  description: string;
  /** Absolute address of the page. */
  url: string;
  /** Absolute address of the social card image. */
  image?: string;
  type?: "website" | "article" | "profile";
}

const escapeAttribute = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * The page in each language: the same address with `?lang=` (the web opens it in that language and
 * keeps the choice), and the plain address as the default, which speaks the visitor's own.
 */
function languageAlternates(url: string): string[] {
  const inLanguage = (language: string) => {
    const address = new URL(url);
    address.searchParams.set(LANGUAGE_PARAMETER, language);
    return address.href;
  };
  return [
    ...languages.map(
      (language) =>
        `<link rel="alternate" hreflang="${language}" href="${escapeAttribute(inLanguage(language))}" />`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${escapeAttribute(url)}" />`,
  ];
}

/**
 * The app's index.html with this page's title, description, canonical link, links to the page in
 * each language and social card tags.
 */
export function withPageHead(indexHtml: string, head: PageHead): string {
  const title = escapeAttribute(head.title);
  const description = escapeAttribute(head.description);
  const tags = [
    `<link rel="canonical" href="${escapeAttribute(head.url)}" />`,
    ...languageAlternates(head.url),
    `<meta property="og:site_name" content="Taxlane" />`,
    `<meta property="og:type" content="${head.type ?? "website"}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${escapeAttribute(head.url)}" />`,
    ...(head.image
      ? [
          `<meta property="og:image" content="${escapeAttribute(head.image)}" />`,
          `<meta property="og:image:width" content="1200" />`,
          `<meta property="og:image:height" content="630" />`,
          `<meta name="twitter:card" content="summary_large_image" />`,
        ]
      : [`<meta name="twitter:card" content="summary" />`]),
  ];
  // Replacements are functions: a string one would read `$&`, `$'` and `` $` `` in a
  // professional's own text as patterns.
  return indexHtml
    .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${title}</title>`)
    .replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${description}" />`,
    )
    .replace("</head>", () => `    ${tags.join("\n    ")}\n  </head>`);
}
