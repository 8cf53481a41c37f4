import { describe, expect, it } from "vitest";
import { withPageHead } from "./page-head";

const indexHtml = `<html><head>
<meta
  name="description"
  content="Default."
/>
<title>Taxlane</title>
</head><body></body></html>`;

describe("withPageHead", () => {
  it("sets the title and description and adds the social card, escaped", () => {
    const html = withPageHead(indexHtml, {
      title: 'Dates "due" · Taxlane',
      description: "Q1 & Q2 <soon>",
      url: "https://taxlane.app/blogs/1",
      image: "https://taxlane.app/api/Blog/Image/1.jpg",
      type: "article",
    });
    expect(html).toContain("<title>Dates &quot;due&quot; · Taxlane</title>");
    expect(html).toContain('<meta name="description" content="Q1 &amp; Q2 &lt;soon&gt;" />');
    expect(html).not.toContain("Default.");
    expect(html).toContain('<meta property="og:image" content="https://taxlane.app/api/Blog/Image/1.jpg" />');
    expect(html).toContain('<meta property="og:type" content="article" />');
    expect(html).toContain('<link rel="canonical" href="https://taxlane.app/blogs/1" />');
  });

  it("writes a professional's `$` text as it is", () => {
    const html = withPageHead(indexHtml, {
      title: "Cuts fees by $& and $' · Taxlane",
      description: "Flat $` fee, $$ saved",
      url: "https://taxlane.app/experts/7",
      type: "profile",
    });
    expect(html).toContain("<title>Cuts fees by $&amp; and $' · Taxlane</title>");
    expect(html).toContain('content="Flat $` fee, $$ saved"');
    expect(html.match(/<html>/g)).toHaveLength(1);
    expect(html.match(/<\/head>/g)).toHaveLength(1);
  });

  it("links the page in English and Spanish by `?lang=`, and the plain address as the default", () => {
    const html = withPageHead(indexHtml, {
      title: "Pricing · Taxlane",
      description: "Prices.",
      url: "https://taxlane.app/pricing",
    });
    expect(html).toContain(
      '<link rel="alternate" hreflang="en" href="https://taxlane.app/pricing?lang=en" />',
    );
    expect(html).toContain(
      '<link rel="alternate" hreflang="es" href="https://taxlane.app/pricing?lang=es" />',
    );
    expect(html).toContain(
      '<link rel="alternate" hreflang="x-default" href="https://taxlane.app/pricing" />',
    );
  });
});
