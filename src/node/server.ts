import { readFileSync } from "node:fs";
import { declaredNodeVersion, nodeVersionProblem } from "./node-version.js";

// Entry point: checks the Node.js version package.json declares before loading anything that could fail
// on an older one with an unrelated error, so plain syntax only here.
const declared = declaredNodeVersion(readFileSync(new URL("../../package.json", import.meta.url), "utf8"));
const problem = nodeVersionProblem(process.versions.node, declared);
if (problem) {
  console.error(problem);
  process.exit(1);
}
await import("./main.js");
