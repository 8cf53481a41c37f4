// `npm run lint:catalog`: fails on an English sentence in apps/*/src (outside tests), or a short text
// the interface shows as written (a label, a button, a column's title: catalog/find-sentences.mjs),
// that is not in the baseline, naming its file, line and text. The baseline lists the texts that stay
// in the code rather than in the catalog (packages/contract/src/i18n): brand names and demo data. It
// names texts, not places, so moving code never breaks the check. `--update` rewrites it from the
// code as it stands.
// Options: --root <dir> (default: the repository), --baseline <file>.
//
// Some texts are content, not interface, and stay in the code by rule (CONTENT below), not by baseline:
// - apps/api/src/demo/**: the demo world's seed data, text people could have typed (a profile, a
//   message), not words of the product;
// - apps/api/src/modules/content/faq/faq-entries.ts: the FAQ shipped as content the operator edits;
// - apps/web/src/features/content/legal/**: the privacy policy, terms and about page, long documents
//   translated as whole documents per language, not sentence by sentence.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { findSentences } from "./catalog/find-sentences.mjs";
import { sourceFiles } from "./lib/source-files.mjs";

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at === -1 ? fallback : args[at + 1];
};
const root = path.resolve(option("--root", path.join(path.dirname(fileURLToPath(import.meta.url)), "..")));
const baselineFile = path.resolve(root, option("--baseline", "scripts/catalog-baseline.json"));
const update = args.includes("--update");

/** Files whose sentences are content (see above), by their path from the repository's root. */
const CONTENT = [
  /^apps\/api\/src\/demo\//,
  /^apps\/api\/src\/modules\/content\/faq\/faq-entries\.ts$/,
  /^apps\/web\/src\/features\/content\/legal\//,
];
const isContent = (file) => CONTENT.some((pattern) => pattern.test(file.split(path.sep).join("/")));

const isSource = (name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$|\.d\.ts$/.test(name);

/** Every sentence in apps/<app>/src, by app. */
function scan() {
  const appsDir = path.join(root, "apps");
  const apps = readdirSync(appsDir, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  return apps.flatMap(({ name: app }) => {
    const srcDir = path.join(appsDir, app, "src");
    const tests = new Set(["test", "__tests__"]);
    return [...sourceFiles(srcDir, { isWanted: isSource, skipFolder: (_path, name) => tests.has(name) })]
      .filter((file) => !isContent(path.relative(root, file)))
      .flatMap((file) =>
        findSentences(file, readFileSync(file, "utf8")).map((found) => ({
          app,
          file: path.relative(root, file),
          ...found,
        })),
      );
  });
}

function readBaseline() {
  try {
    return JSON.parse(readFileSync(baselineFile, "utf8"));
  } catch {
    return {};
  }
}

const found = scan();
if (update) {
  const byApp = {};
  for (const { app, text } of found) {
    byApp[app] ??= new Set();
    byApp[app].add(text);
  }
  const baseline = Object.fromEntries(
    Object.keys(byApp)
      .sort()
      .map((app) => [app, [...byApp[app]].sort()]),
  );
  writeFileSync(baselineFile, `${JSON.stringify(baseline, null, 2)}\n`);
  const counts = Object.entries(baseline).map(([app, texts]) => `${app} ${texts.length}`);
  console.log(`Catalog baseline rewritten: ${counts.join(", ")} texts outside the catalog.`);
  process.exit(0);
}

const known = new Set(Object.values(readBaseline()).flat());
const added = found.filter(({ text }) => !known.has(text));
if (added.length > 0) {
  for (const { file, line, text } of added) console.error(`${file}:${line}: ${JSON.stringify(text)}`);
  console.error(
    `\n${added.length} English text(s) written outside the catalog. Put them in ` +
      "packages/contract/src/i18n/en/ and read them with t(); only if a text must stay in the code, " +
      "run `node scripts/check-catalog.mjs --update`.",
  );
  process.exit(1);
}
const present = new Set(found.map(({ text }) => text));
const gone = [...known].filter((text) => !present.has(text)).length;
const note =
  gone > 0 ? ` ${gone} baseline text(s) are gone from the code: --update shrinks the baseline.` : "";
console.log(`Catalog check: no new English sentences outside the catalog.${note}`);
