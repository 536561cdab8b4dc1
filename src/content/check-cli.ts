import { resolve } from "node:path";
import { buildGraph } from "./build-graph.js";
import { calculatorSlugs } from "./load-content.js";
import { formatProblems } from "./problem.js";
import { readContentDir } from "./read-content-dir.js";

// `npm run content:check [dir]`: prints every content problem at once and exits non-zero on any.
const dir = resolve(process.argv[2] ?? "content");
const result = buildGraph(await readContentDir(dir), { calculatorSlugs });
if (result.ok) {
  const { graph } = result;
  const docs = graph.sections.reduce((sum, section) => sum + section.pages.length, 0);
  console.log(
    `Content OK: ${graph.releases.length} releases, ${graph.sections.length} guide sections with ${docs} pages, ` +
      `${graph.articles.length} articles, ${graph.audiences.length} audience pages, ${graph.calculatorPages.size} calculator pages.`,
  );
} else {
  console.error(formatProblems(result.problems));
  process.exitCode = 1;
}
