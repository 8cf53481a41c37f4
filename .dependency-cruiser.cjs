/**
 * The import rules `npm run lint:deps` holds (docs/architecture.md, "Modules and their arrows").
 * A module of the API is a folder of apps/api/src/modules. Others use it through its index.ts, and
 * through its *.queries.ts files (SQL over its tables that import no module, so they close no loop).
 * Its factory, module.ts, is the composition's alone. Tests may look inside the modules they test.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "An import loop: the files on it cannot be read, built or tested one without the other.",
      from: {},
      to: { circular: true },
    },
    {
      name: "module-entry-only",
      severity: "error",
      comment:
        "A module uses another module only through that module's index.ts; what the index does not export is the module's own.",
      from: { path: "^apps/api/src/modules/([^/]+)/", pathNot: "\\.test\\.ts$" },
      to: {
        path: "^apps/api/src/modules/([^/]+)/",
        pathNot: [
          "^apps/api/src/modules/$1/",
          "^apps/api/src/modules/[^/]+/index\\.ts$",
          "^apps/api/src/modules/[^/]+/[^/]+\\.queries\\.ts$",
        ],
      },
    },
    {
      name: "outside-modules-entry-only",
      severity: "error",
      comment: "Code outside the modules (plugins, demo, install) uses a module only through its index.ts.",
      from: {
        path: "^apps/api/src/",
        pathNot: ["^apps/api/src/modules/", "^apps/api/src/composition(-input)?\\.ts$", "\\.test\\.ts$"],
      },
      to: {
        path: "^apps/api/src/modules/[^/]+/",
        pathNot: [
          "^apps/api/src/modules/[^/]+/index\\.ts$",
          "^apps/api/src/modules/[^/]+/[^/]+\\.queries\\.ts$",
        ],
      },
    },
    {
      name: "module-factory-in-composition-only",
      severity: "error",
      comment:
        "A module's factory (module.ts) is called once, by the composition, which wires the modules together.",
      from: {
        path: "^apps/api/src/",
        pathNot: ["^apps/api/src/composition(-input)?\\.ts$", "\\.test\\.ts$"],
      },
      to: { path: "^apps/api/src/modules/[^/]+/module\\.ts$" },
    },
    {
      name: "queries-read-only-the-schema",
      severity: "error",
      comment:
        "A module's *.queries.ts lends SQL over its tables to any module, so it imports no module (other queries aside): it can never close a loop.",
      from: { path: "^apps/api/src/modules/[^/]+/[^/]+\\.queries\\.ts$" },
      to: {
        path: "^apps/api/src/modules/",
        pathNot: "^apps/api/src/modules/[^/]+/[^/]+\\.queries\\.ts$",
      },
    },
    {
      name: "spanish-catalog-loaded-only-when-spoken",
      severity: "error",
      comment:
        "The whole Spanish catalog is imported only dynamically, by i18n/t.ts when Spanish is spoken or registered: a static import would put it in an English reader's pages (docs/decisions/0310).",
      from: { pathNot: "\\.test\\.tsx?$" },
      to: { path: "^packages/contract/src/i18n/es/index\\.ts$", dynamic: false },
    },
    {
      name: "web-shared-code-not-features",
      severity: "error",
      comment: "The web app's lib, components and theme serve every feature, so they import none.",
      from: { path: "^apps/web/src/(lib|components|theme)/" },
      to: { path: "^apps/web/src/features/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: ["node_modules", "\\.tsbuild", "/dist/", "\\.d\\.ts$"] },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default"],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
