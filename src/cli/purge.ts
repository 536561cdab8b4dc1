import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { changedSurrogateKeys, type SiteManifest } from "../http/site-manifest.js";
import { loadContent } from "../node/load-content.js";
import { readArtifactGraph } from "../node/read-site-artifact.js";
import { changedKeys } from "../routes/changed-keys.js";

// `npm run purge -- --since <rev> | --from <dir> | --from-site <dir> [--send <URL>]`: the surrogate keys a
// deploy changes, compared with what the cache holds (docs/artifact.md), sent as Varnish xkey PURGEs.
const { values } = parseArgs({
  options: {
    since: { type: "string" },
    from: { type: "string" },
    content: { type: "string", default: "content" },
    "from-site": { type: "string" },
    site: { type: "string", default: "dist-site" },
    send: { type: "string" },
  },
});
if (!values.since && !values.from && !values["from-site"]) {
  console.error(
    "Name the content the cache holds: --since <git revision>, --from <folder> or --from-site <built site>.",
  );
  process.exit(2);
}

/** The manifest of a built site. */
function manifestIn(dir: string): SiteManifest {
  // One JSON document, whatever its lines (docs/artifact.md).
  return JSON.parse(readFileSync(join(resolve(dir), "manifest.json"), "utf8")) as SiteManifest;
}

/** The keys that changed, and the versions they changed between. */
async function changes(): Promise<{ from: string; to: string; keys: string[] }> {
  if (values["from-site"]) {
    const old = manifestIn(values["from-site"]);
    const now = manifestIn(values.site!);
    const keys = new Set(changedSurrogateKeys(old, now));
    // Computed answers (a search, a page with a query, a 404) are in no manifest: their keys come from
    // the two sites' content.
    const a = readArtifactGraph(resolve(values["from-site"]), old.contentVersion);
    const b = readArtifactGraph(resolve(values.site!), now.contentVersion);
    if (a && b) for (const key of changedKeys(a, b)) if (key === "search" || key === "layout") keys.add(key);
    return { from: old.contentVersion, to: now.contentVersion, keys: [...keys].sort() };
  }
  const old = await before();
  const now = await loadContent(resolve(values.content!));
  return { from: old.version, to: now.version, keys: changedKeys(old, now) };
}

async function before(): Promise<Awaited<ReturnType<typeof loadContent>>> {
  if (values.from) return loadContent(resolve(values.from));
  const work = mkdtempSync(join(tmpdir(), "stepzy-purge-"));
  try {
    const archive = execFileSync("git", ["archive", values.since!, values.content!]);
    execFileSync("tar", ["-x", "-C", work], { input: archive });
    return await loadContent(join(work, values.content!));
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

const { from, to, keys } = await changes();
console.log(`content ${from} -> ${to}: ${keys.length} surrogate keys changed`);
if (keys.length === 0) process.exit(0);
console.log(keys.join(" "));
const target = values.send ?? "http://127.0.0.1:6081/";
if (!values.send) {
  console.log(`\ncurl -X PURGE -H 'xkey: ${keys.join(" ")}' ${target}`);
  console.log(`(Fastly: POST /service/<id>/purge with the header Surrogate-Key: ${keys.join(" ")})`);
} else {
  const response = await fetch(target, { method: "PURGE", headers: { xkey: keys.join(" ") } });
  console.log(
    `PURGE ${target}: ${response.status} ${(await response.text()).replace(/\s+/g, " ").slice(0, 200)}`,
  );
  if (!response.ok) process.exitCode = 1;
}
