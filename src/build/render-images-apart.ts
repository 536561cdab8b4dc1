import { fork } from "node:child_process";
import { cachedIn } from "../http/cached-in.js";
import { type ImageFacts, imageFactsKey } from "../site/art/share-image.js";
import type { AssetFile } from "../site/assets/static-assets.js";
import { moduleFile } from "./asset-files.js";

/** The share images and icons as PNG assets, rendered once per process and text in a child process. */
export function renderImagesApart(app: ImageFacts): Promise<AssetFile[]> {
  // In a child: resvg and its buffers (about 25 MB resident, BENCHMARKS.md) exit with it; 200 KB return.
  const key = imageFactsKey(app);
  return cachedIn(rendered, key, () => {
    const files = renderInChild({ name: app.name, tagline: app.tagline, home: app.home });
    files.catch(() => rendered.delete(key));
    return files;
  });
}

const rendered = new Map<string, Promise<AssetFile[]>>();

function renderInChild(app: ImageFacts): Promise<AssetFile[]> {
  // The child runs as this process does: built with the same `node` flags, or from source through tsx.
  const script = moduleFile("./image-renderer-process");
  const fromSource = script.endsWith(".ts");
  return new Promise((resolve, reject) => {
    const child = fork(script, {
      serialization: "advanced",
      stdio: ["ignore", "inherit", "inherit", "ipc"],
      ...(fromSource ? { execArgv: ["--import", "tsx"] } : {}),
    });
    let files: AssetFile[] | undefined;
    child.once("message", (message) => {
      files = message as AssetFile[];
    });
    child.once("error", reject);
    // "close", not "exit": a message still in the IPC channel arrives after "exit" on a busy
    // machine (seen once as "failed (exit 0)"), and before "close".
    child.once("close", (code, signal) => {
      if (files) resolve(files);
      else reject(new Error(`rendering the share images failed (exit ${signal ?? code})`));
    });
    child.send(app);
  });
}
