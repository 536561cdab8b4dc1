import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { expect, it } from "vitest";
import { requireCommand } from "../support/has-command.js";
import { testService } from "../support/service.js";

// The W3C validator (vnu, from the vnu-jar package; it runs on Java, which .ci/run installs)
// over every HTML page the site prepares, plus the pages made per request: 0 errors (issue 17).
const run = promisify(execFile);
const hasJava = requireCommand("java", "a Java runtime for the W3C validator");

it.skipIf(!hasJava)(
  "finds no error in any HTML page",
  async () => {
    const service = await testService();
    await service.prepare();
    const perRequest = [
      "/search?q=streak+freze",
      "/search?q=%3Cscript%3E",
      "/tools/bmi?height=abc",
      "/tools/bmi?height=180&weight=80&units=metric",
      "/blog?category=Health&page=2",
      "/no-such-page",
      "/developers/reference",
    ];
    const dir = mkdtempSync(join(tmpdir(), "stepzy-vnu-"));
    try {
      let pages = 0;
      for (const target of [...service.preparedTargets(), ...perRequest]) {
        const response = await service.app.request(target, { headers: { Accept: "text/html" } });
        if (!response.headers.get("content-type")?.startsWith("text/html")) continue;
        writeFileSync(join(dir, `${String(pages++).padStart(4, "0")}.html`), await response.text());
      }
      expect(pages).toBeGreaterThan(100);
      const jar = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");
      const { stderr } = await run("java", [
        "-jar",
        jar,
        "--errors-only",
        "--format",
        "gnu",
        "--skip-non-html",
        dir,
      ]).catch((error: { stderr?: string }) => ({ stderr: error.stderr ?? String(error) }));
      console.log(`vnu: ${pages} HTML pages, ${stderr.trim() ? stderr.trim().split("\n").length : 0} errors`);
      expect(stderr.trim()).toBe("");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
  120_000,
);
