import { execFileSync } from "node:child_process";
import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { requireCommand } from "./support/has-command.js";

// The replica's systemd unit keeps to what a Node service can be denied (SECURITY.md): checked
// with systemd's own scoring, offline, on the unit file as shipped. Skipped where systemd-analyze
// is missing (it is part of systemd on Debian).
const hasAnalyze = requireCommand("systemd-analyze", "systemd");

/** The overall exposure systemd-analyze gives a unit file (0 safest, 10 most exposed). */
function exposure(unitPath: string): number {
  const output = execFileSync("systemd-analyze", ["security", "--offline=true", "--no-pager", unitPath], {
    encoding: "utf8",
  });
  const score = /Overall exposure level for .*: (\d+\.\d+)/.exec(output)?.[1];
  if (!score) throw new Error(`no overall exposure in:\n${output}`);
  return Number(score);
}

describe.skipIf(!hasAnalyze)("deployment units", () => {
  it("scores the replica unit OK (3.9 or below) in systemd-analyze security", () => {
    const work = mkdtempSync(join(tmpdir(), "stepzy-units-"));
    try {
      // A template is analysed as one of its instances.
      const instance = join(work, "stepzy-web@3000.service");
      copyFileSync("deploy/stepzy-web@.service", instance);
      const score = exposure(instance);
      console.log(`deploy units: stepzy-web@.service exposure ${score}`);
      expect(score).toBeLessThanOrEqual(3.9);
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  });
});
