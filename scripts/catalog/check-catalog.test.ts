import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { findSentences } from "./find-sentences.mjs";

const script = path.resolve(import.meta.dirname, "../check-catalog.mjs");
const roots: string[] = [];
/** A template's placeholder as its source is written. */
const PLACEHOLDER = ["$", "{plan}"].join("");

/** A repository of one app whose files are the given sources, and a baseline of the given texts. */
function repository(files: Record<string, string>, baseline: string[]): string {
  const root = mkdtempSync(path.join(tmpdir(), "catalog-check-"));
  roots.push(root);
  for (const [file, source] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), source);
  }
  mkdirSync(path.join(root, "scripts"), { recursive: true });
  writeFileSync(path.join(root, "scripts/catalog-baseline.json"), JSON.stringify({ api: baseline }));
  return root;
}
const check = (root: string, ...args: string[]) =>
  spawnSync(process.execPath, [script, "--root", root, ...args], { encoding: "utf8" });

afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

// Each run loads TypeScript's compiler, a few seconds on a busy machine.
describe("check-catalog", { timeout: 60_000 }, () => {
  it("fails on a new English sentence, naming its file, line and text", () => {
    const root = repository(
      {
        "apps/api/src/quotes.ts":
          'export const code = "quote-sent";\nthrow badRequest("Your quote was not sent.");\n',
      },
      [],
    );
    const result = check(root);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('apps/api/src/quotes.ts:2: "Your quote was not sent."');
    expect(result.stderr).not.toContain("quote-sent");
  });

  it("passes on a sentence of the baseline wherever it moves, and ignores tests and logs", () => {
    const root = repository(
      {
        "apps/api/src/moved/elsewhere.ts": `export const title = \`Your ${PLACEHOLDER} plan has begun\`;\nlog.info("Mail sent to the queue");\n`,
        "apps/api/src/quotes.test.ts": 'it("sends the quote to the taxpayer", () => {});\n',
      },
      ["Your {} plan has begun"],
    );
    const result = check(root);
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
  });

  it("finds JSX text, and --update writes the texts still in the code", () => {
    const root = repository(
      { "apps/web/src/Empty.tsx": "export const Empty = () => <p>No documents yet.</p>;\n" },
      [],
    );
    expect(check(root).status).toBe(1);
    expect(check(root, "--update").status).toBe(0);
    expect(check(root).status).toBe(0);
  });

  it("fails on a short text given to a label, and passes on a brand name the baseline holds", () => {
    const root = repository(
      {
        "apps/web/src/Editor.tsx":
          'export const Editor = () => <Form.Item label="Photo"><Logo name="Taxlane" /></Form.Item>;\n',
        "apps/web/src/Logo.tsx": "export const Logo = () => <span>Taxlane</span>;\n",
      },
      ["Taxlane"],
    );
    const result = check(root);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('apps/web/src/Editor.tsx:1: "Photo"');
    expect(result.stderr).not.toContain("Taxlane");
  });

  it("leaves the demo world's data, the FAQ entries and the legal documents alone, and nothing else", () => {
    const sentence = 'export const text = "Our team answers within a day.";\n';
    const root = repository(
      {
        "apps/api/src/demo/messages.ts": sentence,
        "apps/api/src/modules/content/faq/faq-entries.ts": sentence,
        "apps/web/src/features/content/legal/TermsPage.tsx": sentence,
        "apps/web/src/features/content/FaqPage.tsx": sentence,
        "apps/api/src/modules/content/demo.ts": sentence,
      },
      [],
    );
    const result = check(root);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      'apps/web/src/features/content/FaqPage.tsx:1: "Our team answers within a day."',
    );
    expect(result.stderr).toContain("apps/api/src/modules/content/demo.ts:1:");
    expect(result.stderr).not.toContain("legal");
    expect(result.stderr).not.toContain("faq-entries");
    expect(result.stderr).not.toContain("src/demo/");
  });
});

/** The texts found in one web component made of the given lines. */
const textsOf = (...lines: string[]) =>
  findSentences("Page.tsx", `${lines.join("\n")}\n`).map(({ text }) => text);
/** Templates' placeholders as their source is written. */
const DAY = ["$", "{day}"].join("");
const PAIR = ["`$", "{a} $", "{b}`"].join("");

describe("findSentences, on short texts where the interface shows them", () => {
  it("finds JSX text and the strings given to attributes and properties that hold words", () => {
    expect(
      textsOf(
        "export const Card = () => (",
        '  <Form.Item label="First name" extra={ok ? "Optional." : undefined}>',
        "    <Button>Photo</Button>",
        "    <strong>{who}</strong> revealed {what}",
        '    <Button aria-label="Dismiss">{busy ? "Subscribing…" : "Subscribe"}</Button>',
        '    <Modal okText="Decline" cancelText="Keep it" title="Note:" newLabel="New post" />',
        "  </Form.Item>",
        ");",
        'const columns = [{ title: "Client", render }, { label: "Year founded", value: 1 }];',
        'const fields = [{ label: "CPA license number" }, { label: "LinkedIn profile" }];',
        `const remove = { "aria-label": \`Remove ${DAY}\` };`,
      ),
    ).toEqual([
      "First name",
      "Optional.",
      "Photo",
      "revealed",
      "Dismiss",
      "Subscribing…",
      "Subscribe",
      "Decline",
      "Keep it",
      "Note:",
      "New post",
      "Client",
      "Year founded",
      "CPA license number",
      "LinkedIn profile",
      "Remove {}",
    ]);
  });

  it("leaves code alone: classes, keys, routes, identifiers, constants, types, imports, logs and sql", () => {
    expect(
      textsOf(
        'import { Photo } from "./Photo";',
        'type Owner = "Taxpayer" | "Spouse";',
        "export const Card = () => (",
        `  <Link to="/admin" className="tl-card Photo" data-kind="Spouse" title={label} aria-label={${PAIR}}>`,
        '    <span aria-hidden="true">←&nbsp;</span>{" "}{count} · {"—"}',
        '    <Input placeholder="https://" label="PTIN" alt="ExpertProfile" />',
        "  </Link>",
        ");",
        'const labels = { Photo: 1, "Spouse": 2, title: "admin.consoleTitle", label: "firstName" };',
        'const kind = flags["Spouse"] ?? "Taxpayer";',
        'log.info("Started");',
        "const row = await sql`select title from posts`;",
      ),
    ).toEqual([]);
  });
});
