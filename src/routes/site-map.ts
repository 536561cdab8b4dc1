import type { ContentGraph } from "../content/types.js";
import { cachedIn } from "../http/cached-in.js";
import { apiEntryPaths, fileRoutes } from "./file-routes.js";
import { type PageEntry, type PageName, pageNames, pageRoutes } from "./page-routes.js";
import { fillPattern, markdownPath, type Params } from "./pattern.js";

/** One page of the site as a path, with its kind, title and date. */
export type SitePage = PageEntry & { readonly name: PageName; readonly path: string };

/** The site path of a page. */
export function pagePath(name: PageName, params?: Params): string {
  return fillPattern(pageRoutes[name].pattern, params);
}

const pagesOf = new WeakMap<ContentGraph, { list: SitePage[]; byPath: Map<string, SitePage> }>();

function known(graph: ContentGraph) {
  return cachedIn(pagesOf, graph, () => {
    const list = pageNames.flatMap((name) =>
      pageRoutes[name].pages(graph).map((page) => ({ name, path: pagePath(name, page.params), ...page })),
    );
    return { list, byPath: new Map(list.map((page) => [page.path, page])) };
  });
}

/** Every page of the site the content has, kind by kind in the table's order (the graph is immutable). */
export function sitePages(graph: ContentGraph): readonly SitePage[] {
  return known(graph).list;
}

/** Every indexable page (docs/website.md), each dated by the content it shows. */
export function indexablePages(graph: ContentGraph): SitePage[] {
  return sitePages(graph).filter((page) => pageRoutes[page.name].indexable);
}

/** The page at a path (query ignored) when the content has it: its kind, parameters and title. */
export function findPage(graph: ContentGraph, path: string): SitePage | undefined {
  return known(graph).byPath.get(path);
}

/** Every path the site answers for this content: pages, `.md` variants, site files and API entry points. */
export function sitePaths(graph: ContentGraph): Set<string> {
  const paths = new Set<string>([
    ...Object.values(fileRoutes).map((file) => file.path),
    ...Object.values(apiEntryPaths),
  ]);
  for (const page of sitePages(graph)) {
    paths.add(page.path);
    if (pageRoutes[page.name].markdown) paths.add(markdownPath(page.path));
  }
  return paths;
}
