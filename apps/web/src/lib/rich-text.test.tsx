import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { richText } from "./rich-text";

const html = (message: string) =>
  renderToStaticMarkup(
    <p>
      {richText(message, {
        b: (inner) => <strong>{inner}</strong>,
        link: (inner) => <a href="/faq">{inner}</a>,
      })}
    </p>,
  );

describe("richText", () => {
  it("draws each given tag around its text, keeping the words between", () => {
    expect(html("We sent a code to <b>ann@example.com</b>. Read the <link>FAQ</link> first.")).toBe(
      '<p>We sent a code to <strong>ann@example.com</strong>. Read the <a href="/faq">FAQ</a> first.</p>',
    );
  });

  it("leaves a message without tags, and tags it was not given, as text", () => {
    expect(html("No tags here.")).toBe("<p>No tags here.</p>");
    expect(html("Type <none> or <i>this</i>")).toBe("<p>Type &lt;none&gt; or &lt;i&gt;this&lt;/i&gt;</p>");
  });
});
