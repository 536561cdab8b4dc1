import { resolve } from "node:path";
import { checkContent, describeGraph } from "../build/check-content.js";
import { checkSpelling, formatSpellingProblems } from "../build/check-spelling.js";
import { directorySource } from "../build/directory-source.js";
import { formatProblems } from "../content/problem.js";

// `npm run content:check [dir]`: prints every content problem, spelling included; exits non-zero on any.
const dir = resolve(process.argv[2] ?? "content");
const [{ problems, graph }, spelling] = await Promise.all([
  checkContent(directorySource(dir)),
  checkSpelling(dir),
]);
if (!graph) console.error(formatProblems(problems));
if (spelling.length > 0) console.error(formatSpellingProblems(spelling));
if (graph && spelling.length === 0) console.log(`Content OK: ${describeGraph(graph)}; spelling: US English.`);
else process.exitCode = 1;
