/** The longest echoed input kept; longer input is cut and marked with an ellipsis. */
export const longestLiteral = 300;

/**
 * Request input (a query, a parameter value, a message quoting one) as a Markdown code span, so
 * that it reads as what was sent and nothing else: inside a code span nothing is parsed (no
 * heading, link, autolink, image, emphasis or HTML), and every line break, control character and
 * Unicode line or paragraph separator is folded into a space first, so it cannot end the line
 * either. The fence is one backtick longer than any run of backticks in the text (CommonMark
 * section 6.1).
 * @example literalText("[x](https://evil.example)\n# Notes") // "`[x](https://evil.example) # Notes`"
 */
export function literalText(text: string): string {
  let flat = text
    .replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
  if (flat.length > longestLiteral) flat = `${flat.slice(0, longestLiteral)}…`;
  const longestRun = Math.max(0, ...(flat.match(/`+/g) ?? []).map((run) => run.length));
  const fence = "`".repeat(longestRun + 1);
  // A space inside the fence when the text starts or ends with a backtick (or is empty).
  const pad = flat === "" || flat.startsWith("`") || flat.endsWith("`") ? " " : "";
  return `${fence}${pad}${flat}${pad}${fence}`;
}
