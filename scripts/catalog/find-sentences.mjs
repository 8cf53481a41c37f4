// The English texts written in one source file that read as words for people, not as code:
// - sentences anywhere: string literals, templates and JSX text of a capitalised word and two more
//   words, or 2+ words ending in . ! or ?;
// - short texts where the interface shows them as written (`shownText`): any word of JSX text or of a
//   string rendered as a JSX child, a capitalised word and at most two more given to an attribute or
//   property that holds words (label, title, placeholder…: "Photo", "First name", "Note:"), and any
//   word of a template given to one (`Remove ${day}`).
// Logger calls are skipped (their words are for operators), and so are types, import paths, object
// keys and `sql` templates.
import ts from "typescript";

const LOG_METHODS = new Set(["trace", "debug", "info", "warn", "error", "fatal", "log"]);
const LOGGERS = /(^|\.)(log|logger|console)$/i;

/**
 * The JSX attributes and object properties whose string people read as it is written; so is any name
 * ending in Label, Text, Title, Note or Placeholder (`newLabel`, `submitText`, `sentNote`).
 */
export const UI_NAMES = new Set([
  "label",
  "title",
  "placeholder",
  "aria-label",
  "okText",
  "cancelText",
  "description",
  "emptyText",
  "tooltip",
  "extra",
  "areaLabel",
  "alt",
  "enterButton",
]);
const UI_NAME_ENDINGS = /[a-z](Label|Text|Title|Note|Placeholder)$/;

/** Whether a text reads as an English sentence. */
export function isSentence(text) {
  if (!/[a-z]/.test(text)) return false;
  if (/^[\w.-]+\/[\w./-]*$|^https?:|^[a-z]+(:|\/)\S*$/.test(text)) return false;
  if (/\b[A-Z][a-z'’]*\s+[A-Za-z'’,;:{}()-]+\s+[A-Za-z'’,;:{}()-]+/.test(text)) return true;
  return /[A-Za-z][A-Za-z'’,]*\s+[A-Za-z'’,{}]+.*[a-z)][.!?]$/.test(text);
}

/**
 * Whether a short text reads as words, maybe ending in . : ? ! or …: a capitalised word ("Photo"),
 * or a word starting with a capital and one or two more ("First name", "CPA license number"). An
 * identifier (`ExpertProfile`), a constant (`PTIN`), a key (`admin.tab`), a class or a route does not.
 */
export function isShortText(text) {
  if (/^[A-Z][a-z'’-]+([.:?!]|…)?$/.test(text)) return true;
  return /^[A-Z][A-Za-z'’-]*( [A-Za-z'’-]+){1,2}([.:?!]|…)?$/.test(text) && /[a-z]/.test(text);
}

/** Whether a text holds a word once its `{}` placeholders and HTML entities (`&nbsp;`) are taken out. */
const hasWord = (text) => /[A-Za-z]{2,}/.test(text.replace(/\{\}|&(#\d+|#x[\da-f]+|\w+);/gi, " "));

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

const LOGICAL = new Set([
  ts.SyntaxKind.QuestionQuestionToken,
  ts.SyntaxKind.BarBarToken,
  ts.SyntaxKind.AmpersandAmpersandToken,
]);
const isUiName = (name) => UI_NAMES.has(name) || UI_NAME_ENDINGS.test(name);
const nameOf = (name) => (ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : name.getText());

/**
 * Where a literal is shown, if it is: as a JSX child ("child"), or as what a UI attribute or
 * property is given ("value"); through `a ? "x" : "y"`, `a ?? "x"`, `a || "x"` and `a && "x"`.
 */
function shownAs(node) {
  let value = node;
  for (let parent = value.parent; parent; value = parent, parent = parent.parent) {
    if (ts.isParenthesizedExpression(parent) || ts.isJsxExpression(parent)) continue;
    if (ts.isConditionalExpression(parent) && parent.condition !== value) continue;
    if (ts.isBinaryExpression(parent) && parent.right === value && LOGICAL.has(parent.operatorToken.kind)) {
      continue;
    }
    if (ts.isJsxElement(parent) || ts.isJsxFragment(parent)) return "child";
    if (ts.isJsxAttribute(parent)) return isUiName(nameOf(parent.name)) ? "value" : null;
    if (ts.isPropertyAssignment(parent) && parent.initializer === value) {
      return isUiName(nameOf(parent.name)) ? "value" : null;
    }
    return null;
  }
  return null;
}

/** Whether a text people are shown as written (`shown`: where, as `shownAs` says) reads as words. */
function shownText(text, shown, template) {
  if (shown === "child") return hasWord(text);
  if (shown === "value") return template ? hasWord(text) : isShortText(text);
  return false;
}

/** The texts of one file, each with its 1-based line. */
export function findSentences(fileName, sourceText) {
  const kind = fileName.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, sourceText, ts.ScriptTarget.Latest, true, kind);
  const found = [];
  const add = (node, raw, shown = null, template = false) => {
    const text = collapse(raw);
    if (!isSentence(text) && !shownText(text, shown, template)) return;
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
    found.push({ line: line + 1, text });
  };
  const visit = (node) => {
    if (skipsSubtree(node)) return;
    if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && !isKey(node)) {
      add(node, node.text, shownAs(node));
    } else if (ts.isTemplateExpression(node)) {
      add(node, templateText(node), shownAs(node), true);
    } else if (ts.isJsxText(node)) {
      add(node, node.text, "child");
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}
