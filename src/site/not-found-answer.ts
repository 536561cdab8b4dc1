import { LRUCache } from "lru-cache";
import type { ContentGraph } from "../content/types.js";
import { cachedIn } from "../http/cached-in.js";
import type { Encoders } from "../http/encoding.js";
import type { Incoming } from "../http/incoming.js";
import {
  type AnswerParts,
  createErrorPageBody,
  type RespondOptions,
  respond,
} from "../http/representation.js";
import { negotiate } from "./negotiate.js";
import { type NotFoundShell, notFoundShell, readyNotFoundShell } from "./not-found-shell.js";
import { type PageBody, type PageFormatName, pageRespondOptions } from "./page-response.js";
import {
  notFoundSuggestions,
  suggestionQuery,
  suggestionsHtml,
  suggestionsMarkdown,
} from "./pages/not-found-page.js";
import type { SiteContext } from "./site-context.js";
import type { SnapshotSite } from "./site-state.js";

const htmlNotFoundOptions = new WeakMap<SiteContext, RespondOptions>();

/** A 404 page's headers; the HTML one's do not depend on the path (the Markdown one's give its size): made once. */
function notFoundOptions(site: SnapshotSite, page: PageBody, format: PageFormatName): RespondOptions {
  const make = () => pageRespondOptions(page, format, site.context);
  return format === "html" ? cachedIn(htmlNotFoundOptions, site.context, make) : make();
}

/** What one snapshot's kept 404 suggestions may hold: lists, and characters in all (keys included). */
export const suggestionMemoBudget = { entries: 2_000, characters: 2_000_000 } as const;

/** Each snapshot's kept 404 suggestions by the words searched for and the format: scanners repeat the same
 * missing paths and the search is most of a 404's cost (BENCHMARKS.md); a snapshot's pages never change. */
const suggestionMemos = new WeakMap<ContentGraph, LRUCache<string, string>>();
const newMemo = () =>
  new LRUCache<string, string>({
    max: suggestionMemoBudget.entries,
    maxSize: suggestionMemoBudget.characters,
    sizeCalculation: (text, key) => text.length + key.length + 1,
  });

/** A 404 page's suggestions in its format, kept by the words searched for. */
function suggestionsText(site: SnapshotSite, path: string, format: PageFormatName): string {
  const memo = cachedIn(suggestionMemos, site.context.graph, newMemo);
  const missing = path.slice(0, 200);
  return cachedIn(memo, `${format} ${suggestionQuery(missing)}`, () => {
    const suggestions = notFoundSuggestions(site.context, missing);
    return format === "markdown" ? suggestionsMarkdown(suggestions) : suggestionsHtml(suggestions);
  });
}

/** How full a snapshot's kept 404 suggestions are. */
export function keptSuggestions(graph: ContentGraph) {
  const memo = suggestionMemos.get(graph);
  return { entries: memo?.size ?? 0, characters: memo?.calculatedSize ?? 0 };
}

/** The 404 answer for a path; a `.md` URL (`asked`) gets Markdown whatever the Accept header says. */
export function notFoundIn(
  site: SnapshotSite,
  request: Incoming,
  path: string,
  encoders: Encoders,
  asked?: PageFormatName,
): AnswerParts | Promise<AnswerParts> {
  const format: PageFormatName = asked ?? (negotiate(request.accept) === "markdown" ? "markdown" : "html");
  // The snapshot's 404 page with this path's suggestions.
  const answer = (shell: NotFoundShell) => {
    const [before, after] = shell[format];
    const middle = suggestionsText(site, path, format);
    const type = format === "html" ? "text/html; charset=utf-8" : "text/markdown; charset=utf-8";
    const representation = createErrorPageBody(before, middle, after, type, encoders);
    const page = { representation, view: { path, status: 404 } };
    return respond(request, representation, notFoundOptions(site, page, format));
  };
  const shell = readyNotFoundShell(site.context);
  return shell ? answer(shell) : notFoundShell(site.context).then(answer);
}
