import type { Encoders } from "../http/encoding.js";
import { inBatches } from "../http/in-batches.js";
import type { PrepareBudget } from "../http/prepare-budget.js";
import type { PreparedEntry } from "../http/prepared-answers.js";
import {
  compressAll,
  createRepresentation,
  type Representation,
  representationBytes,
} from "../http/representation.js";
import { serviceRoutes } from "../routes/file-routes.js";
import { fillPattern } from "../routes/pattern.js";
import { indexablePages } from "../routes/site-map.js";
import type { Snapshot } from "../store/snapshot.js";
import { type SiteFile, siteFiles } from "./files/site-files.js";
import { notFoundShell } from "./not-found-shell.js";
import { type PageFormatName, pageRespondOptions, type RenderedPage, renderPage } from "./page-response.js";
import { resolvePage } from "./page-views.js";
import { assetOptions, fileOptions } from "./site-file-answers.js";
import { memo, type SiteState, type SnapshotSite } from "./site-state.js";

/** A target the site prepared an answer for, and that answer. */
export type PreparedSiteAnswer = readonly [target: string, entry: PreparedEntry];

/** A site file's bytes, made once per snapshot. */
export function fileRepresentation(
  site: SnapshotSite,
  file: SiteFile,
  encoders: Encoders,
): Promise<Representation> {
  return memo(site.files, file.path, async () =>
    createRepresentation(file.render(site.context), file.contentType, encoders, "best"),
  );
}

/** A page in one format: made once per snapshot, `best` effort, when it has a cache key; else per request. */
export function pageRepresentation(
  site: SnapshotSite,
  format: PageFormatName,
  resolved: NonNullable<ReturnType<typeof resolvePage>>,
  encoders: Encoders,
): Promise<RenderedPage> {
  return resolved.cacheKey
    ? memo(site.pages, `${format} ${resolved.cacheKey}`, () =>
        renderPage(resolved.build(), format, site.context, encoders, "best"),
      )
    : renderPage(resolved.build(), format, site.context, encoders);
}

/** The static assets' answers, for the built site (a live process makes each on request). */
async function assetAnswers(state: SiteState): Promise<PreparedSiteAnswer[]> {
  const all = await state.assets();
  const answers: PreparedSiteAnswer[] = [];
  for (const fileName of all.fileNames()) {
    const representation = await all.representation(fileName)!;
    compressAll(representation);
    answers.push([
      fillPattern(serviceRoutes.asset.pattern, { file: fileName }),
      { kind: "fixed", answer: { representation, options: assetOptions(serviceRoutes.asset.cacheControl) } },
    ]);
  }
  return answers;
}

/** One indexable page's answers (HTML, and Markdown at its own address), within the budget. */
async function pageAnswers(
  site: SnapshotSite,
  page: { readonly path: string; readonly params: Readonly<Record<string, string>> },
  budget: PrepareBudget,
  encoders: Encoders,
): Promise<PreparedSiteAnswer[]> {
  // The fixed pages are always prepared; each content item's page while the budget lasts.
  if (budget.left <= 0 && Object.keys(page.params).length > 0) {
    budget.deferred++;
    return [];
  }
  const resolved = resolvePage(site.context, page.path, new URLSearchParams());
  if (!resolved?.cacheKey) return [];
  const variant = async (format: PageFormatName) => {
    const rendered = await pageRepresentation(site, format, resolved, encoders);
    compressAll(rendered.representation);
    budget.left -= representationBytes(rendered.representation);
    return {
      representation: rendered.representation,
      options: pageRespondOptions(rendered, format, site.context),
    };
  };
  const [html, markdown] = await Promise.all([
    variant("html"),
    resolved.hasMarkdownPath ? variant("markdown") : undefined,
  ]);
  if (!markdown) return [];
  return [
    [page.path, { kind: "negotiated", html, markdown }],
    [page.path === "/" ? "/index.md" : `${page.path}.md`, { kind: "fixed", answer: markdown }],
  ];
}

/** Renders a snapshot's files, pages within budget and (with `assets`) assets, so requests are lookups. */
export async function prepareSite(
  state: SiteState,
  snapshot: Snapshot,
  budget: PrepareBudget,
  encoders: Encoders,
  assets: boolean,
): Promise<{ made: number; answers: PreparedSiteAnswer[] }> {
  const site = await state.forSnapshot(snapshot);
  await notFoundShell(site.context);
  const answers: PreparedSiteAnswer[] = assets ? await assetAnswers(state) : [];
  for (const file of siteFiles) {
    const representation = await fileRepresentation(site, file, encoders);
    compressAll(representation);
    answers.push([
      file.path,
      { kind: "fixed", answer: { representation, options: fileOptions(file, representation) } },
    ]);
  }
  // The fixed pages (home, indexes) first: within a budget, those are the ones most visited.
  const ordered = [...indexablePages(snapshot.graph)].sort(
    (a, b) => Object.keys(a.params).length - Object.keys(b.params).length,
  );
  const pages = await inBatches(ordered, 16, (page) => pageAnswers(site, page, budget, encoders));
  answers.push(...pages.flat());
  return { made: answers.length, answers };
}
