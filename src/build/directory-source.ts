import { type FSWatcher, watch } from "node:fs";
import type { ContentFiles } from "../content/content-source.js";
import { readContentDir } from "./read-content-dir.js";

/** The content folder as a content source, whose failed watcher is reported and restarted every second. */
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
          // Back after a failure: the folder may have changed meanwhile.
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
