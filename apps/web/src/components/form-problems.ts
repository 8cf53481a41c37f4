/**
 * What a form's live region says when a submit is refused: which fields need a change, by their
 * labels. Each field's own message is read when the focus reaches it (the first one at once).
 */
export function problemsSummary(labels: readonly string[]): string | null {
  const named = labels.map((label) => label.trim()).filter((label) => label !== "");
  if (named.length === 0) return null;
  if (named.length === 1) return `1 field needs a change: ${named[0]}.`;
  return `${named.length} fields need a change: ${named.slice(0, -1).join(", ")} and ${named[named.length - 1]}.`;
}
