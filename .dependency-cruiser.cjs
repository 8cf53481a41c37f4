/**
 * The import rules `npm run lint:deps` holds.
 * A module of the API is a folder of apps/api/src/modules; its index.ts is what the others may use.
 * Tests may look inside the module they test, and other modules' tests use the composed app.
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
      from: { path: "^apps/api/src/modules/([^/]+)/" },
      to: {
        path: "^apps/api/src/modules/([^/]+)/",
        pathNot: ["^apps/api/src/modules/$1/", "^apps/api/src/modules/[^/]+/index\\.ts$"],
      },
    },
    {
      name: "outside-modules-entry-only",
      severity: "error",
      comment: "Code outside the modules (the composition, plugins, demo) uses a module only through its index.ts.",
      from: { path: "^apps/api/src/", pathNot: ["^apps/api/src/modules/", "\\.test\\.ts$"] },
      to: { path: "^apps/api/src/modules/[^/]+/", pathNot: "^apps/api/src/modules/[^/]+/index\\.ts$" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: ["node_modules", "\\.tsbuild", "/dist/"] },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default"] },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
