import { resolve } from "node:path";
import { checkContent, describeGraph } from "../build/check-content.js";
import { directorySource } from "../build/directory-source.js";
import { formatProblems } from "../content/problem.js";

// `npm run content:check [dir]`: prints every content problem at once and exits non-zero on any.
const dir = resolve(process.argv[2] ?? "content");
const { problems, graph } = await checkContent(directorySource(dir));
if (graph) {
  console.log(`Content OK: ${describeGraph(graph)}.`);
} else {
  console.error(formatProblems(problems));
  process.exitCode = 1;
}
