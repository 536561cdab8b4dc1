import { readFileSync } from "node:fs";
import { declaredNodeVersion, nodeVersionProblem } from "./node-version.js";

// The entry point (`node dist/node/server.js`, through bin/serve): check the Node.js version before
// loading anything that could fail on an older one with an unrelated error, then load the service.
// Plain syntax only here; the version needed is read from package.json, the one place that
// declares it.
const declared = declaredNodeVersion(readFileSync(new URL("../../package.json", import.meta.url), "utf8"));
const problem = nodeVersionProblem(process.versions.node, declared);
if (problem) {
  console.error(problem);
  process.exit(1);
}
await import("./main.js");
