import { resolve } from "node:path";
import { formatProblems } from "../content/problem.js";
import { checkContent, describeGraph } from "./check-content.js";
import { directorySource } from "./directory-source.js";

// `npm run content:check [dir]`: prints every content problem at once and exits non-zero on any.
const dir = resolve(process.argv[2] ?? "content");
const { problems, graph } = await checkContent(directorySource(dir));
if (graph) {
  console.log(`Content OK: ${describeGraph(graph)}.`);
} else {
  console.error(formatProblems(problems));
  process.exitCode = 1;
}
