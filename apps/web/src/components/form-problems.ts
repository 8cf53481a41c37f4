/**
 * What a form's live region says when a submit is refused: the one message, or how many fields need
 * a change followed by each field's message (each says which answer it is about).
 */
export function problemsSummary(messages: readonly string[]): string | null {
  const said = messages.filter((message) => message.trim() !== "");
  if (said.length === 0) return null;
  if (said.length === 1) return said[0] ?? null;
  return `${said.length} fields need a change. ${said.join(" ")}`;
}
