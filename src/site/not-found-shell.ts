import { cachedIn } from "../http/cached-in.js";
import { renderHtml } from "./layout/document.js";
import { markdownDocument, type PageFormatName } from "./page-response.js";
import { notFoundView, suggestionsSlot } from "./pages/not-found-page.js";
import type { SiteContext } from "./site-context.js";

/** The 404 page in both formats as UTF-8 split at the suggestions: a request encodes those, not 6.5 KB. */
export type NotFoundShell = Readonly<Record<PageFormatName, readonly [Uint8Array, Uint8Array]>>;

const shells = new WeakMap<SiteContext, Promise<NotFoundShell>>();
const readyShells = new WeakMap<SiteContext, NotFoundShell>();

const encoder = new TextEncoder();

function split(text: string): readonly [Uint8Array, Uint8Array] {
  const at = text.indexOf(suggestionsSlot);
  return [encoder.encode(text.slice(0, at)), encoder.encode(text.slice(at + suggestionsSlot.length))];
}

/** The 404 page rendered once per snapshot: a missing path costs a search and a join, not a render. */
export function notFoundShell(context: SiteContext): Promise<NotFoundShell> {
  return cachedIn(shells, context, () => {
    const view = notFoundView(context);
    return renderHtml(view, context).then((html) => {
      const ready = { html: split(html), markdown: split(markdownDocument(view)) };
      readyShells.set(context, ready);
      return ready;
    });
  });
}

/** The 404 page of a snapshot once `notFoundShell` has rendered it, for answers made synchronously. */
export function readyNotFoundShell(context: SiteContext): NotFoundShell | undefined {
  return readyShells.get(context);
}
