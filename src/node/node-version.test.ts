import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { delimiter, join } from "node:path";
import { describe, expect, it } from "vitest";
import { declaredNodeVersion, nodeVersionProblem, requiredNodeMajor } from "./node-version.js";

const packageJson = readFileSync("package.json", "utf8");
const declared = declaredNodeVersion(packageJson);

describe("requiredNodeMajor", () => {
  it.each([
    ["24.21.0", 24],
    ["^24.21.0", 24],
    ["~24.1.0", 24],
    [">=24", 24],
    ["24", 24],
  ])("reads %s as Node.js %i", (range, major) => {
    expect(requiredNodeMajor(range)).toBe(major);
  });

  it("refuses a declaration without a version", () => {
    expect(() => requiredNodeMajor("latest")).toThrow(/no major version/);
  });
});

describe("nodeVersionProblem", () => {
  it.each([
    ["24.0.0", "^24.21.0"],
    ["24.21.0", "^24.21.0"],
    ["26.1.0", "^24.21.0"],
    ["v24.21.0", "^24.21.0"],
  ])("accepts Node.js %s for %s", (found, range) => {
    expect(nodeVersionProblem(found, range)).toBeUndefined();
  });

  it.each([
    ["20.20.2", "^24.21.0"],
    ["22.12.0", "^24.21.0"],
    ["18.0.0", "24"],
  ])("refuses Node.js %s for %s, naming both versions and the way out", (found, range) => {
    const message = nodeVersionProblem(found, range);
    expect(message).toContain(`needs Node.js ${requiredNodeMajor(range)} (found ${found})`);
    expect(message).toContain("npm start");
  });
});

describe("the declared runtime", () => {
  it("is declared once, as the node dependency a production install carries", () => {
    const manifest = JSON.parse(packageJson);
    expect(manifest.dependencies.node).toBe(declared);
    expect(manifest.devDependencies?.node).toBeUndefined();
    expect(manifest.engines?.node).toBeUndefined();
  });

  it("is the Node.js this suite runs on (npm puts the carried node first on PATH)", () => {
    expect(nodeVersionProblem(process.versions.node, declared)).toBeUndefined();
    expect(Number(process.versions.node.split(".")[0])).toBe(requiredNodeMajor(declared));
  });

  it("refuses, with the message, to start on an older Node.js found on PATH", () => {
    const older = (process.env.PATH ?? "")
      .split(delimiter)
      .map((dir) => join(dir, "node"))
      .filter((file) => existsSync(file))
      .find((file) => {
        const version = execFileSync(file, ["-p", "process.versions.node"], { encoding: "utf8" }).trim();
        return nodeVersionProblem(version, declared) !== undefined;
      });
    if (!older) {
      console.log("no Node.js older than the declared one on PATH; the start refusal is not run");
      return;
    }
    // tsx still loads on old Node releases, so the entry's own check is what stops the start.
    const result = spawnSync(older, ["--import", "tsx", "src/node/server.ts"], {
      encoding: "utf8",
      env: { ...process.env, PORT: "0" },
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`Stepzy Web needs Node.js ${requiredNodeMajor(declared)} (found `);
    expect(result.stdout).not.toContain("listening");
  });
});
