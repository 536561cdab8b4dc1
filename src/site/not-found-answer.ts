import type { ContentGraph } from "../content/types.js";
import type { Encoders } from "../http/encoding.js";
import type { Incoming } from "../http/incoming.js";
import {
  type AnswerParts,
  type Representation,
  type RespondOptions,
  respond,
} from "../http/representation.js";
import { createRepresentationAround } from "../http/request-representation.js";
import { negotiate } from "./negotiate.js";
import { type NotFoundShell, notFoundShell, readyNotFoundShell } from "./not-found-shell.js";
import { type PageFormatName, pageRespondOptions } from "./page-response.js";
import {
  notFoundSuggestions,
  suggestionQuery,
  suggestionsHtml,
  suggestionsMarkdown,
} from "./pages/not-found-page.js";
import type { SiteContext } from "./site-context.js";
import type { SnapshotSite } from "./site-state.js";
import { createSuggestionMemo, type SuggestionMemo } from "./suggestion-memo.js";

const htmlNotFoundOptions = new WeakMap<SiteContext, RespondOptions>();

/** The 404 answer for a path: the snapshot's 404 page with this path's suggestions. */
function notFoundAnswer(
  site: SnapshotSite,
  shell: NotFoundShell,
  path: string,
  format: PageFormatName,
  middle: string,
  encoders: Encoders,
): { representation: Representation; options: RespondOptions } {
  const [before, after] = shell[format];
  const representation = createRepresentationAround(
    before,
    middle,
    after,
    format === "html" ? "text/html; charset=utf-8" : "text/markdown; charset=utf-8",
    encoders,
  );
  const page = { representation, view: { path, status: 404 } };
  if (format === "markdown")
    return { representation, options: pageRespondOptions(page, format, site.context) };
  // The HTML 404's headers do not depend on the path (the Markdown one's give its size): made once.
  let htmlOptions = htmlNotFoundOptions.get(site.context);
  if (!htmlOptions) {
    htmlOptions = pageRespondOptions(page, format, site.context);
    htmlNotFoundOptions.set(site.context, htmlOptions);
  }
  return { representation, options: htmlOptions };
}

/** Each snapshot's kept 404 suggestions, by its graph. */
const suggestionMemos = new WeakMap<ContentGraph, SuggestionMemo>();

/** A 404 page's suggestions in its format, kept by the words searched for. */
function suggestionsText(site: SnapshotSite, path: string, format: PageFormatName): string {
  let memo = suggestionMemos.get(site.context.graph);
  if (!memo) {
    memo = createSuggestionMemo();
    suggestionMemos.set(site.context.graph, memo);
  }
  const missing = path.slice(0, 200);
  return memo.text(`${format} ${suggestionQuery(missing)}`, () => {
    const suggestions = notFoundSuggestions(site.context, missing);
    return format === "markdown" ? suggestionsMarkdown(suggestions) : suggestionsHtml(suggestions);
  });
}

/** How full a snapshot's kept 404 suggestions are. */
export function keptSuggestions(graph: ContentGraph): {
  readonly entries: number;
  readonly characters: number;
} {
  const memo = suggestionMemos.get(graph);
  return { entries: memo?.entries ?? 0, characters: memo?.characters ?? 0 };
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
  const answer = (shell: NotFoundShell) => {
    const made = notFoundAnswer(site, shell, path, format, suggestionsText(site, path, format), encoders);
    return respond(request, made.representation, made.options);
  };
  const shell = readyNotFoundShell(site.context);
  return shell ? answer(shell) : notFoundShell(site.context).then(answer);
}
