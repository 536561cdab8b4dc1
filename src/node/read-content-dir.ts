import { readdir, readFile, stat } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { maxContentFileBytes } from "../content/file-size.js";
import type { ContentSource } from "../content/parse-source.js";

/** Reads every `.md` and `.yaml` file below the content folder (the Node edge of content loading). */
export async function readContentDir(dir: string): Promise<ContentSource[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const paths = entries
    .filter((entry) => entry.isFile() && /\.(md|ya?ml)$/.test(entry.name) && !entry.name.startsWith("."))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
  return Promise.all(
    paths.map(async (path) => {
      const file = relative(dir, path).split(sep).join("/");
      // Measured before reading: a file over the limit is reported by the graph builder, not read.
      const { size } = await stat(path);
      if (size > maxContentFileBytes) return { path: file, text: "", bytes: size };
      return { path: file, text: await readFile(path, "utf8"), bytes: size };
    }),
  );
}
