import { type FSWatcher, watch } from "node:fs";
import type { ContentFiles } from "../content/content-source.js";
import { readContentDir } from "./read-content-dir.js";

/**
 * The content folder as a content source: `read` reads every file (a file over the size limit is
 * stat-ed, not read); `watch` follows changes anywhere in the folder (an editor's save by renaming
 * a new file over the old one included). A watcher that fails (the folder removed or unreadable)
 * is reported and started again every second; once the folder is back, that counts as a change.
 */
export function directorySource(dir: string): ContentFiles {
  return {
    read: () => readContentDir(dir),
    watch(onChange, onError) {
      let watcher: FSWatcher | undefined;
      let retry: ReturnType<typeof setTimeout> | undefined;
      let stopped = false;
      const start = () => {
        if (stopped) return;
        try {
          watcher = watch(dir, { recursive: true }, onChange);
          watcher.on("error", (error) => {
            watcher?.close();
            watcher = undefined;
            onError(`watching ${dir} failed (${error.message}); keeping the last good content`);
            retry = setTimeout(start, 1000);
          });
          if (retry) onChange();
        } catch (error) {
          onError(`cannot watch ${dir} (${(error as Error).message}); keeping the last good content`);
          retry = setTimeout(start, 1000);
        }
      };
      start();
      return () => {
        stopped = true;
        clearTimeout(retry);
        watcher?.close();
      };
    },
  };
}
