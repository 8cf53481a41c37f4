import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

/**
 * antd modules import parts that only a prop or a call uses: its Card imports Tabs (with their
 * menu and dropdown) for `tabList`, its Typography the in-place editor (and TextArea) for `editable`,
 * its `App` the confirm dialogs and the notifications `App.useApp()` offers beside `message`. Every
 * page loaded them, though no page passes those props or takes those two from the app. The built app
 * resolves those imports to modules that refuse (src/lib/antd-left-out/); `left-out-props.test.ts`
 * fails if the source ever needs them. Tabs, TextArea and Modal themselves stay whole for the pages
 * that use them. The dev server keeps antd as it is.
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
  {
    importer: /[\\/]antd[\\/]es[\\/]app[\\/]App\.js$/,
    source: "../modal/useModal",
    standIn: "./src/lib/antd-left-out/app-feedback.ts",
  },
  {
    importer: /[\\/]antd[\\/]es[\\/]app[\\/]App\.js$/,
    source: "../notification/useNotification",
    standIn: "./src/lib/antd-left-out/app-feedback.ts",
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
