import { findCalculator } from "../calculators/registry.js";
import { type PageName, pageRoutes } from "../routes/page-routes.js";
import type { Params } from "../routes/pattern.js";
import { findPage } from "../routes/site-map.js";
import { formKeys } from "./calculators/form-state.js";
import { type QueryReads, readsNothing } from "./canonical-query.js";
import type { PageView } from "./page-view.js";
import { apiReferenceDocument, apiReferenceView } from "./pages/api-reference-document.js";
import { articlePageView } from "./pages/article-page.js";
import { audiencePageView } from "./pages/audience-page.js";
import { audiencesIndexView } from "./pages/audiences-index-page.js";
import { blogHref, blogIndexView, blogQueryNames, readBlogQuery } from "./pages/blog-index-page.js";
import { developersView } from "./pages/developers-page.js";
import { guideIndexView } from "./pages/guide-index-page.js";
import { guidePageView } from "./pages/guide-page.js";
import { homeView } from "./pages/home-page.js";
import { infoPageView } from "./pages/info-page.js";
import { searchView } from "./pages/search-page.js";
import { toolPageView } from "./pages/tool-page.js";
import { toolsIndexView } from "./pages/tools-index-page.js";
import { whatsNewView } from "./pages/whats-new-page.js";
import type { SiteContext } from "./site-context.js";

/** What a page of a kind shows: its view, and its cache key when the query changes it. */
interface PageBuild {
  readonly build: () => PageView;
  /** Same key, same page within a snapshot; the path when absent, none for per-request pages. */
  readonly cacheKey?: string;
  /** Made for each request (a calculator's result, a search), never cached. */
  readonly perRequest?: boolean;
  /** The query parameters the page reads; a request with others is redirected without them. */
  readonly reads?: QueryReads;
  /** The page's HTML when it is a document of its own rather than a page of the site's layout. */
  readonly document?: (context: SiteContext) => string;
}

type ViewOf = (context: SiteContext, params: Params, query: URLSearchParams) => PageBuild | undefined;

const page =
  (view: (context: SiteContext) => PageView): ViewOf =>
  (context) => ({ build: () => view(context) });

// Pages that ignore the query are cached by path; the others give their own key, or none per request.
const pageViews: { readonly [Name in PageName]: ViewOf } = {
  home: page(homeView),
  guide: page(guideIndexView),
  guidePage: (context, { slug = "" }) => {
    const doc = context.graph.docs.get(slug);
    return doc && { build: () => guidePageView(doc, context) };
  },
  blog: (context, _params, query) => {
    const request = readBlogQuery(query, context.graph.articles);
    return (
      request && {
        build: () => blogIndexView(context, request),
        cacheKey: blogHref(request.category, request.page),
        reads: blogQueryNames,
      }
    );
  },
  article: (context, { slug = "" }) => {
    const article = context.graph.articleBySlug.get(slug);
    return article && { build: () => articlePageView(article, context) };
  },
  tools: page(toolsIndexView),
  tool: (context, { slug = "" }, query) => {
    const calculator = findCalculator(slug);
    const copy = context.graph.calculatorPages.get(slug);
    if (!calculator || !copy) return undefined;
    const build = () => toolPageView(calculator, copy, context, query);
    return { build, perRequest: query.size > 0, reads: formKeys(calculator) };
  },
  audiences: page(audiencesIndexView),
  audience: (context, { slug = "" }) => {
    const audience = context.graph.audienceBySlug.get(slug);
    return audience && { build: () => audiencePageView(audience, context) };
  },
  whatsNew: page(whatsNewView),
  developers: page(developersView),
  apiReference: (context) => ({ build: () => apiReferenceView(context), document: apiReferenceDocument }),
  infoPage: (context, { slug = "" }) => {
    const info = context.graph.infoPages.get(slug);
    return info && { build: () => infoPageView(info, context) };
  },
  // Search parses its query as the API does: a name it does not know is an error, never cached.
  search: (context, _params, query) => ({
    build: () => searchView(context, query),
    perRequest: true,
    reads: "any",
  }),
};

/** Finds the page at a site path (without `.md`) and query, or undefined when the content has none. */
export function resolvePage(context: SiteContext, path: string, query: URLSearchParams) {
  const found = findPage(context.graph, path);
  const view = found && pageViews[found.name](context, found.params, query);
  if (!found || !view) return undefined;
  return {
    ...view,
    name: found.name,
    /** Whether the page has a `.md` variant. */
    hasMarkdownPath: pageRoutes[found.name].markdown,
    reads: view.reads ?? readsNothing,
    cacheKey: view.perRequest ? undefined : (view.cacheKey ?? path),
  };
}
