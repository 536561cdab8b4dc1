import { existsSync, readFileSync, writeFileSync } from "node:fs";

const file = "BENCHMARKS.md";

/**
 * Replaces (or appends) the section between `<!-- name -->` and `<!-- /name -->` in BENCHMARKS.md,
 * leaving every other section as it is.
 */
export function writeSection(name: string, markdown: string): void {
  const start = `<!-- ${name} -->`;
  const end = `<!-- /${name} -->`;
  const block = `${start}\n${markdown.trim()}\n${end}`;
  const current = existsSync(file) ? readFileSync(file, "utf8") : "# Benchmarks\n";
  const from = current.indexOf(start);
  const to = current.indexOf(end);
  const next =
    from !== -1 && to > from
      ? `${current.slice(0, from)}${block}${current.slice(to + end.length)}`
      : `${current.trimEnd()}\n\n${block}\n`;
  writeFileSync(file, next);
}

/** A Markdown table from a header and rows. */
export function table(header: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  return [
    `| ${header.join(" | ")} |`,
    `| ${header.map(() => "---").join(" | ")} |`,
    ...rows.map((row) => `| ${row.join(" | ")} |`),
  ].join("\n");
}
