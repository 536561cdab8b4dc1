import { LRUCache } from "lru-cache";
import type { AnyOperation } from "../api/operation.js";
import { cachedIn } from "../http/cached-in.js";
import type { Encoders } from "../http/encoding.js";
import type { Representation } from "../http/representation.js";
import type { SiteUrls } from "../routes/site-urls.js";
import type { Snapshot } from "../store/snapshot.js";
import { logoSvg } from "./assets/logo.js";
import { siteCss } from "./assets/site-css.js";
import { type AssetFile, buildStaticAssets, type StaticAssets } from "./assets/static-assets.js";
import type { RenderedPage } from "./page-response.js";
import type { SiteContext } from "./site-context.js";

/** One snapshot's site: its context and its rendered pages and files, each made once. */
export interface SnapshotSite {
  readonly context: SiteContext;
  /** Rendered pages by format and cache key, the last used kept (prepared answers hold their own). */
  readonly pages: MemoCache<RenderedPage>;
  /** Rendered site files by path. */
  readonly files: Map<string, Promise<Representation>>;
}

/** A cache of made things by key: a Map, or a bounded LRU cache. */
export interface MemoCache<T> {
  get(key: string): Promise<T> | undefined;
  set(key: string, value: Promise<T>): unknown;
  delete(key: string): unknown;
}

/** How many rendered pages a snapshot keeps: this site's several times over, a bound for one far larger. */
export const renderedPageBudget = 2_000;

/** What the site state needs. */
export interface SiteStateOptions {
  readonly urls: SiteUrls;
  readonly operations: readonly AnyOperation[];
  readonly encoders: Encoders;
  /** Files the runtime edge provides (bundled scripts); the stylesheet and icon are added here. */
  readonly assetFiles: () => Promise<readonly AssetFile[]>;
}

/** The site's per-snapshot state: assets are prepared once, pages once per snapshot. */
export type SiteState = ReturnType<typeof createSiteState>;

/** Creates the site state; nothing is built until the first request needs it. */
export function createSiteState(options: SiteStateOptions) {
  let assets: Promise<StaticAssets> | undefined;
  const loadAssets = () => {
    assets ??= options
      .assetFiles()
      .then((files) =>
        buildStaticAssets(
          [
            { name: "site.css", content: siteCss, contentType: "text/css; charset=utf-8" },
            { name: "icon.svg", content: logoSvg, contentType: "image/svg+xml" },
            ...files,
          ],
          options.encoders,
        ),
      );
    return assets;
  };
  const sites = new WeakMap<Snapshot, Promise<SnapshotSite>>();
  return {
    assets: loadAssets,
    forSnapshot(snapshot: Snapshot): Promise<SnapshotSite> {
      return cachedIn(sites, snapshot, () =>
        loadAssets().then((loaded) => ({
          context: {
            graph: snapshot.graph,
            services: snapshot.services,
            urls: options.urls,
            assets: loaded,
            operations: options.operations,
          },
          pages: new LRUCache<string, Promise<RenderedPage>>({ max: renderedPageBudget }),
          files: new Map(),
        })),
      );
    },
  };
}

/** The memoized value of `key` in `cache`, made by `make` on first use. */
export function memo<T>(cache: MemoCache<T>, key: string, make: () => Promise<T>): Promise<T> {
  return cachedIn(cache, key, () => {
    const value = make();
    value.catch(() => cache.delete(key));
    return value;
  });
}
