import { execFile } from "node:child_process";
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { expect, it } from "vitest";

const run = promisify(execFile);

it("prints the keys a content change purges, as a purge request", async () => {
  const old = await mkdtemp(join(tmpdir(), "stepzy-purge-test-"));
  try {
    await cp("content", old, { recursive: true });
    const file = join(old, "guide", "streaks", "how-streaks-work.md");
    await writeFile(file, `${await readFile(file, "utf8")}\nAn older sentence.\n`);
    const { stdout } = await run(process.execPath, ["--import", "tsx", "src/cli/purge.ts", "--from", old]);
    expect(stdout).toMatch(/^content [0-9a-f]{16} -> [0-9a-f]{16}: 3 surrogate keys changed$/m);
    expect(stdout).toContain(
      "curl -X PURGE -H 'xkey: api doc:how-streaks-work search' http://127.0.0.1:6081/",
    );
  } finally {
    await rm(old, { recursive: true, force: true });
  }
}, 60_000);

it("prints the keys to purge between two built sites: the changed page's own and search, not the layout", async () => {
  const { loadContent } = await import("../node/load-content.js");
  const { composeNodeService } = await import("../node/compose-node.js");
  const { nodeEncoders } = await import("../node/encoders.js");
  const { writeSiteArtifact } = await import("../build/site-artifact.js");
  const work = await mkdtemp(join(tmpdir(), "stepzy-purge-sites-"));
  try {
    await cp("content", join(work, "content"), { recursive: true });
    const file = join(work, "content", "guide", "streaks", "how-streaks-work.md");
    await writeFile(file, `${await readFile(file, "utf8")}\nAn added sentence.\n`);
    const build = async (contentDir: string, dir: string) => {
      const graph = await loadContent(contentDir);
      const service = composeNodeService(graph, { baseUrl: "https://stepzy.test", encoders: nodeEncoders });
      await writeSiteArtifact(service, dir, {
        contentVersion: graph.version,
        codeVersion: "test",
        baseUrl: "https://stepzy.test",
      });
    };
    await build("content", join(work, "old"));
    await build(join(work, "content"), join(work, "new"));
    const purgeSince = (site: string) =>
      run(process.execPath, [
        "--import",
        "tsx",
        "src/cli/purge.ts",
        "--from-site",
        join(work, "old"),
        "--site",
        site,
      ]);
    const { stdout } = await purgeSince(join(work, "new"));
    expect(stdout).toMatch(/^content [0-9a-f]{16} -> [0-9a-f]{16}: 2 surrogate keys changed$/m);
    expect(stdout).toContain("curl -X PURGE -H 'xkey: doc:how-streaks-work search' http://127.0.0.1:6081/");
    // A calculator page's words change search answers, which no manifest lists: search is purged too.
    await cp("content", join(work, "tool"), { recursive: true });
    const tool = join(work, "tool", "calculators", "bmi.md");
    await writeFile(tool, `${await readFile(tool, "utf8")}\nMeasure around the navel.\n`);
    await build(join(work, "tool"), join(work, "tool-site"));
    const fromTool = await purgeSince(join(work, "tool-site"));
    expect(fromTool.stdout).toMatch(/xkey: .*\bsearch\b/);
    expect(fromTool.stdout).toMatch(/xkey: .*\btool:bmi\b/);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}, 120_000);
