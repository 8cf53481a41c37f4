// The English sentences written in one source file: string literals, templates and JSX text that
// read as words for people, not as code (a capitalised word and two more words, or 2+ words ending
// in . ! or ?). Logger calls are skipped (their words are for operators), and so are types, import
// paths, object keys and `sql` templates.
import ts from "typescript";

const LOG_METHODS = new Set(["trace", "debug", "info", "warn", "error", "fatal", "log"]);
const LOGGERS = /(^|\.)(log|logger|console)$/i;

/** Whether a text reads as an English sentence. */
export function isSentence(text) {
  if (!/[a-z]/.test(text)) return false;
  if (/^[\w.-]+\/[\w./-]*$|^https?:|^[a-z]+(:|\/)\S*$/.test(text)) return false;
  if (/\b[A-Z][a-z'’]*\s+[A-Za-z'’,;:{}()-]+\s+[A-Za-z'’,;:{}()-]+/.test(text)) return true;
  return /[A-Za-z][A-Za-z'’,]*\s+[A-Za-z'’,{}]+.*[a-z)][.!?]$/.test(text);
}

const collapse = (text) => text.replace(/\s+/g, " ").trim();

/** A template's text, each `${…}` written as `{}` so a renamed variable leaves the text as it was. */
function templateText(node) {
  if (ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  return node.head.text + node.templateSpans.map((span) => `{}${span.literal.text}`).join("");
}

function isLoggerCall(node) {
  if (!ts.isCallExpression(node) || !ts.isPropertyAccessExpression(node.expression)) return false;
  const callee = node.expression;
  return LOG_METHODS.has(callee.name.text) && LOGGERS.test(callee.expression.getText());
}

function skipsSubtree(node) {
  return (
    ts.isImportDeclaration(node) ||
    ts.isExportDeclaration(node) ||
    ts.isTypeNode(node) ||
    isLoggerCall(node) ||
    (ts.isTaggedTemplateExpression(node) && node.tag.getText() === "sql")
  );
}

function isKey(node) {
  const parent = node.parent;
  return (
    (parent &&
      (ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent)) &&
      parent.name === node) ||
    (parent && ts.isElementAccessExpression(parent) && parent.argumentExpression === node)
  );
}

/** The sentences of one file, each with its 1-based line. */
export function findSentences(fileName, sourceText) {
  const kind = fileName.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, sourceText, ts.ScriptTarget.Latest, true, kind);
  const found = [];
  const add = (node, raw) => {
    const text = collapse(raw);
    if (!isSentence(text)) return;
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
    found.push({ line: line + 1, text });
  };
  const visit = (node) => {
    if (skipsSubtree(node)) return;
    if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && !isKey(node)) {
      add(node, node.text);
    } else if (ts.isTemplateExpression(node)) {
      add(node, templateText(node));
    } else if (ts.isJsxText(node)) {
      add(node, node.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}
