import { readdir, readFile } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import type { ContentSource } from "./parse-source.js";

/** Reads every `.md` and `.yaml` file below the content folder (the Node edge of content loading). */
export async function readContentDir(dir: string): Promise<ContentSource[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const paths = entries
    .filter((entry) => entry.isFile() && /\.(md|ya?ml)$/.test(entry.name) && !entry.name.startsWith("."))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
  return Promise.all(
    paths.map(async (path) => ({
      path: relative(dir, path).split(sep).join("/"),
      text: await readFile(path, "utf8"),
    })),
  );
}
