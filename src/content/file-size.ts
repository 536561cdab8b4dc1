import type { ContentSource } from "./parse-source.js";
import type { ContentProblem } from "./problem.js";

/** The largest content file parsed (10x the longest page): a 50 MB file froze the dev server for minutes. */
export const maxContentFileBytes = 1024 * 1024;

/** Whether the reader left a file unread for its size. */
export function isOversize(source: ContentSource): boolean {
  return (source.bytes ?? 0) > maxContentFileBytes;
}

/** The problem an oversize file is. */
export function oversizeProblem(source: ContentSource): ContentProblem {
  const megabytes = ((source.bytes ?? 0) / 1024 / 1024).toFixed(1);
  return {
    file: source.path,
    message: `is ${megabytes} MB; a content file may be at most 1 MB, so it was not read`,
    fix: "split it into smaller pages, or remove what does not belong in it (images and data files do not go in content/)",
  };
}
