import type { AnyOperation } from "../api/operation.js";
import type { ContentGraph } from "../content/types.js";
import type { SiteUrls } from "../routes/site-urls.js";
import type { SnapshotServices } from "../store/snapshot.js";
import type { StaticAssets } from "./assets/static-assets.js";

/** What every page builder may read: one snapshot's content and the site's fixed collaborators. */
export interface SiteContext {
  readonly graph: ContentGraph;
  /** Services of the same snapshot (the search index, when registered). */
  readonly services: Partial<SnapshotServices>;
  readonly urls: SiteUrls;
  /** Hashed URLs of the stylesheet, scripts and icon. */
  readonly assets: Pick<StaticAssets, "url">;
  /** The API route table, for the developer page. */
  readonly operations: readonly AnyOperation[];
}
