/** Measures a line of text at a size, in points, in the regular or the bold face. */
export type MeasureText = (text: string, size: number, bold: boolean) => number;

/**
 * The standard PDF fonts only encode WinAnsi; a title in another script would make drawing throw,
 * so characters outside the font's set become "?" and control characters become spaces.
 */
export function toDrawableText(text: string, supported: ReadonlySet<number>): string {
  let result = "";
  for (const char of text.normalize("NFC")) {
    const code = char.codePointAt(0) ?? 0;
    if (code < 0x20 || (code >= 0x7f && code < 0xa0)) result += " ";
    else result += supported.has(code) ? char : "?";
  }
  return result.replace(/\s+/g, " ").trim();
}

/** Splits text into lines no wider than maxWidth, breaking inside a word only when it alone is too wide. */
export function wrapText(
  text: string,
  maxWidth: number,
  size: number,
  bold: boolean,
  measure: MeasureText,
): string[] {
  const fits = (candidate: string) => measure(candidate, size, bold) <= maxWidth;
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(" ").filter((w) => w.length > 0)) {
    const candidate = line ? `${line} ${word}` : word;
    if (fits(candidate)) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = "";
    let rest = word;
    while (!fits(rest)) {
      let cut = 1;
      while (cut < rest.length && fits(rest.slice(0, cut + 1))) cut += 1;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line || lines.length === 0) lines.push(line);
  return lines;
}
