import type { ContentGraph } from "../content/types.js";
import type { ContentKind, SurrogateKey } from "./caching.js";

type Item = ContentGraph["articles"][number] | ContentGraph["audiences"][number];
type Items = ReadonlyMap<string, { readonly title: string } & object>;

const json = (value: unknown) => JSON.stringify(value);

/** What lists show of an item: everything but its body (title, summary, order, dates, category...). */
function listing(item: object): string {
  const { body: _body, lede: _lede, headings: _headings, ...rest } = item as Item;
  return json(rest);
}

/** The surrogate keys whose answers differ between two content versions: purging them shows every change. */
export function changedKeys(before: ContentGraph, after: ContentGraph): SurrogateKey[] {
  const keys = new Set<SurrogateKey>();
  if (before.version === after.version) return [];
  if (json(before.app) !== json(after.app)) keys.add("app").add("layout").add("api");
  if (json(before.releases) !== json(after.releases)) keys.add("list:releases");
  const sections = (graph: ContentGraph) =>
    json(graph.sections.map((section) => ({ ...section, pages: section.pages.map((page) => page.slug) })));
  if (sections(before) !== sections(after)) keys.add("list:doc");
  const compare = (kind: ContentKind, old: Items, next: Items) => {
    for (const slug of new Set([...old.keys(), ...next.keys()])) {
      const a = old.get(slug);
      const b = next.get(slug);
      if (a && b && json(a) === json(b)) continue;
      keys.add(`${kind}:${slug}`);
      // Info pages (about, privacy, terms) are in no search and no list but the footer's.
      if (kind !== "info") keys.add("search");
      if (kind !== "info" && (!a || !b || listing(a) !== listing(b))) keys.add(`list:${kind}`);
      if (!a || !b || a.title !== b.title) {
        keys.add("titles");
        // The footer of every page lists the audience and info pages.
        if (kind === "audience" || kind === "info") keys.add("layout");
      }
    }
  };
  compare("doc", before.docs, after.docs);
  compare("article", before.articleBySlug, after.articleBySlug);
  compare("tool", before.calculatorPages, after.calculatorPages);
  compare("audience", before.audienceBySlug, after.audienceBySlug);
  compare("info", before.infoPages, after.infoPages);
  // The OpenAPI document's examples are answers for the content: search scores and page titles.
  if (keys.has("search") || keys.has("titles")) keys.add("api");
  return [...keys].sort();
}
