import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";

/** The id of the built code, a hash of every module under `dist/`, so an artifact of other code is stale. */
export function codeVersion(distDir: string): string {
  const hash = createHash("sha256");
  const files = readdirSync(distDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".js"))
    .map((entry) => relative(distDir, join(entry.parentPath, entry.name)).split(sep).join("/"))
    .sort();
  for (const path of files)
    hash
      .update(`${path}\0`)
      .update(readFileSync(join(distDir, path)))
      .update("\0");
  return hash.digest("hex").slice(0, 16);
}
