import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

/**
 * antd modules import parts that only a prop draws: its Card imports Tabs (with their menu and
 * dropdown) for `tabList`, its Typography the in-place editor (and TextArea) for `editable`. Every
 * page with a card or a line of text loaded them, about 30 KB on the wire, though no page passes
 * either prop. The built app resolves those two imports to modules that refuse to draw
 * (src/lib/antd-left-out/); `left-out-props.test.ts` fails if the source ever passes the props.
 * Tabs and TextArea themselves stay whole for the pages that use them. The dev server keeps antd as
 * it is.
 */
const leftOut: readonly { importer: RegExp; source: string; standIn: string }[] = [
  {
    importer: /[\\/]antd[\\/]es[\\/]card[\\/]Card\.js$/,
    source: "../tabs",
    standIn: "./src/lib/antd-left-out/CardTabs.tsx",
  },
  {
    importer: /[\\/]antd[\\/]es[\\/]typography[\\/]Base[\\/]index\.js$/,
    source: "../Editable",
    standIn: "./src/lib/antd-left-out/TypographyEditable.tsx",
  },
];

export function antdLeftOut(): Plugin {
  return {
    name: "taxlane:antd-left-out",
    apply: "build",
    enforce: "pre",
    resolveId(source, importer) {
      if (!importer) return null;
      const part = leftOut.find((entry) => entry.source === source && entry.importer.test(importer));
      return part ? fileURLToPath(new URL(part.standIn, import.meta.url)) : null;
    },
  };
}
