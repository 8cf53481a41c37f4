import { type Tokens, tokens } from "./tokens";

const unitless = new Set<string>(["fontWeight", "lineHeight", "zIndex"]);

const kebab = (name: string): string => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** Every token as a CSS custom property: `tokens.color.primarySoft` → `--tl-color-primary-soft`. */
export function cssVariables(source: Tokens = tokens): [name: string, value: string][] {
  const variables: [string, string][] = [];
  for (const [group, values] of Object.entries(source)) {
    for (const [name, value] of Object.entries(values)) {
      const text = typeof value === "number" && !unitless.has(group) ? `${value}px` : String(value);
      variables.push([`--tl-${kebab(group)}-${kebab(name)}`, text]);
    }
  }
  return variables;
}

/** The text of `tokens.css`, generated from `tokens.ts`. */
export function renderTokensCss(source: Tokens = tokens): string {
  const lines = cssVariables(source).map(([name, value]) => `  ${name}: ${value};`);
  return [
    "/* biome-ignore-all format: generated from tokens.ts by renderTokensCss() in css-variables.ts */",
    "/* Regenerate: UPDATE_TOKENS_CSS=1 npx vitest run --project unit apps/web/src/theme */",
    ":root {",
    ...lines,
    "}",
    "",
  ].join("\n");
}
