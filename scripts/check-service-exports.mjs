#!/usr/bin/env node
// Fails when a `*.service.ts` file exports an object made as the file loads: an object literal, a class
// instance (`new …`) or a factory's product (`create…(…)`), frozen or not. Services are made by their
// module's factory in the composition (apps/api/src/composition.ts), so one exported as a constant
// would be a second place services are made. A set of functions over the caller's executor is a
// module's records door and lives in a `*-records.ts` file; plain data stays unexported or gets a
// file of its own. Functions, classes, types and scalar or array constants are fine.
// Anywhere else in apps/ and packages/, such an object may not be named `…Service` either: the name
// says it was made in the composition.
// Usage: node scripts/check-service-exports.mjs [root]  (root: the repository, by default this script's).
import { readFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { sourceFiles } from "./lib/source-files.mjs";

const SOURCE_FOLDERS = ["apps", "packages"];
const SERVICE_FILE = /\.service\.tsx?$/;
const SOURCE_FILE = /\.(ts|tsx)$/;
/** A file that may export something named as a service: only these are parsed outside *.service.ts. */
const MAY_NAME_A_SERVICE = /export\s+(?:const|let|var)\s+\w*Service\b|export\s*\{[^}]*Service\b/;

/** The expression under `as`, `satisfies`, `!` and parentheses. */
function unwrap(node) {
  let current = node;
  while (
    ts.isAsExpression(current) ||
    ts.isSatisfiesExpression(current) ||
    ts.isNonNullExpression(current) ||
    ts.isParenthesizedExpression(current) ||
    ts.isTypeAssertionExpression(current)
  ) {
    current = current.expression;
  }
  return current;
}

const calleeName = (call) => {
  const callee = unwrap(call.expression);
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return "";
};

/** What kind of object `initializer` makes as the file loads, or null when it makes none. */
function madeObject(initializer) {
  if (!initializer) return null;
  const value = unwrap(initializer);
  if (ts.isObjectLiteralExpression(value)) return "an object";
  if (ts.isNewExpression(value)) return "a class instance";
  if (ts.isCallExpression(value)) {
    const name = calleeName(value);
    if (name === "freeze" && value.arguments[0]) return madeObject(value.arguments[0]);
    if (/^create[A-Z]/.test(name)) return "a factory's product";
  }
  return null;
}

const isExported = (node) => node.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword) ?? false;

/** The exported objects of one file's source: `{ name, line, kind }`. */
export function exportedObjects(fileName, text) {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const lineOf = (node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
  const locals = new Map();
  const found = [];
  for (const statement of source.statements) {
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (!ts.isIdentifier(declaration.name)) continue;
        const kind = madeObject(declaration.initializer);
        if (!kind) continue;
        const entry = { name: declaration.name.text, line: lineOf(declaration), kind };
        if (isExported(statement)) found.push(entry);
        else locals.set(entry.name, entry);
      }
    } else if (ts.isExportAssignment(statement)) {
      const kind = madeObject(statement.expression);
      if (kind) found.push({ name: "default", line: lineOf(statement), kind });
    }
  }
  // `export { name }` and `export { name as other }` of a constant declared above.
  for (const statement of source.statements) {
    if (!ts.isExportDeclaration(statement) || statement.moduleSpecifier || !statement.exportClause) continue;
    if (!ts.isNamedExports(statement.exportClause)) continue;
    for (const element of statement.exportClause.elements) {
      const local = locals.get((element.propertyName ?? element.name).text);
      if (local) found.push({ ...local, name: element.name.text });
    }
  }
  return found;
}

/**
 * The objects exported from every `*.service.ts` under `root`'s source folders, and those named
 * `…Service` in any other source file there, by file.
 */
export function serviceExportViolations(root) {
  const found = [];
  for (const folder of SOURCE_FOLDERS) {
    const isSource = (name) => SOURCE_FILE.test(name) && !name.endsWith(".d.ts");
    for (const path of sourceFiles(join(root, folder), { isWanted: isSource })) {
      const serviceFile = SERVICE_FILE.test(path);
      const text = readFileSync(path, "utf8");
      if (!serviceFile && !MAY_NAME_A_SERVICE.test(text)) continue;
      const file = relative(root, path).split(sep).join("/");
      for (const entry of exportedObjects(path, text)) {
        if (serviceFile || /Service$/.test(entry.name)) found.push({ file, ...entry });
      }
    }
  }
  return found.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), ".."));
  const found = serviceExportViolations(root);
  if (found.length > 0) {
    for (const { file, line, name, kind } of found) {
      console.error(
        `${file}:${line}: exports \`${name}\`, ${kind} made as the file loads. A service is made by its module's ` +
          "factory (create…) in the composition; functions over the caller's executor go in a *-records.ts file; " +
          "plain data stays unexported or gets a file of its own.",
      );
    }
    console.error(
      `${found.length} object${found.length === 1 ? "" : "s"} exported from *.service.ts files or named as services.`,
    );
    process.exit(1);
  }
  console.log("No *.service.ts file exports an object: services are made in the composition.");
}
