/** The longest echoed input kept; longer input is cut and marked with an ellipsis. */
export const longestLiteral = 300;

/**
 * Request input as a Markdown code span, so it reads as what was sent and nothing in it is parsed.
 * @example literalText("[x](https://evil.example)\n# Notes") // "`[x](https://evil.example) # Notes`"
 */
export function literalText(text: string): string {
  // A line break, control character or Unicode line or paragraph separator could end the span's line.
  let flat = text
    .replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
  if (flat.length > longestLiteral) flat = `${flat.slice(0, longestLiteral)}…`;
  // One backtick longer than any run in the text, so none can close the span (CommonMark section 6.1).
  const longestRun = Math.max(0, ...(flat.match(/`+/g) ?? []).map((run) => run.length));
  const fence = "`".repeat(longestRun + 1);
  // Padded when the text starts or ends with a backtick (or is empty), which would otherwise join the fence.
  const pad = flat === "" || flat.startsWith("`") || flat.endsWith("`") ? " " : "";
  return `${fence}${pad}${flat}${pad}${fence}`;
}
