/**
 * Writes `routes.gen.ts`, the routes view of the endpoint table: each entry's method and path and
 * nothing else, so the web's pages call the API without loading the entries' schemas (and zod with
 * them). Its test compares the file with this text; `npm run routes` writes it again.
 */
import type { Endpoint } from "./define";

type Table = Readonly<Record<string, Readonly<Record<string, Endpoint>>>>;

/** Biome's line width: an entry that fits stays on one line, as the formatter leaves it. */
const LINE_WIDTH = 110;

function entryLines(call: string, { method, path }: Endpoint): string[] {
  const line = `    ${call}: { method: ${JSON.stringify(method)}, path: ${JSON.stringify(path)} },`;
  if (line.length <= LINE_WIDTH) return [line];
  return [
    `    ${call}: {`,
    `      method: ${JSON.stringify(method)},`,
    `      path: ${JSON.stringify(path)},`,
    "    },",
  ];
}

/** The text of `routes.gen.ts` for `table`. */
export function routesSource(table: Table): string {
  const groups = Object.entries(table).flatMap(([group, entries]) => [
    `  ${group}: {`,
    ...Object.entries(entries).flatMap(([call, endpoint]) => entryLines(call, endpoint)),
    "  },",
  ]);
  return [
    "// Written from the endpoint table (table.ts) by `npm run routes`; routes.gen.test.ts fails when it",
    "// differs. Type-checked against the table: a method or path that is not the entry's does not compile.",
    'import type { EndpointRoutes } from "./define";',
    'import type { endpoints } from "./table";',
    "",
    "/** Each call's method and path, without its schemas: what the web's pages call the API through. */",
    "export const endpointRoutes: EndpointRoutes<typeof endpoints> = {",
    ...groups,
    "};",
    "",
  ].join("\n");
}
