import type { Calculator } from "../calculators/calculator.js";
import { findCalculator } from "../calculators/registry.js";
import type { PageView } from "./page-view.js";
import { articlePageView } from "./pages/article-page.js";
import { audiencePageView } from "./pages/audience-page.js";
import { blogHref, blogIndexView, readBlogQuery } from "./pages/blog-index-page.js";
import { developersView } from "./pages/developers-page.js";
import { guideIndexView } from "./pages/guide-index-page.js";
import { guidePageView } from "./pages/guide-page.js";
import { homeView } from "./pages/home-page.js";
import { searchView } from "./pages/search-page.js";
import { toolPageView } from "./pages/tool-page.js";
import { toolsIndexView } from "./pages/tools-index-page.js";
import { whatsNewView } from "./pages/whats-new-page.js";
import type { SiteContext } from "./site-context.js";

/** A page that exists: how to build it and, when it depends on the snapshot only, its cache key. */
export interface ResolvedPage {
  /** Same key, same page within a snapshot; absent for per-request pages (form results, search). */
  readonly cacheKey?: string;
  /** Whether the page has a `.md` variant. */
  readonly hasMarkdownPath: boolean;
  build(): PageView;
}

const fixed: Readonly<Record<string, (context: SiteContext) => PageView>> = {
  "/": homeView,
  "/guide": guideIndexView,
  "/tools": toolsIndexView,
  "/whats-new": whatsNewView,
  "/developers": developersView,
};

function cached(key: string, build: () => PageView): ResolvedPage {
  return { cacheKey: key, hasMarkdownPath: true, build };
}

/**
 * Finds the page at a site path (without `.md`) and query, or undefined when there is none. Pages
 * ignore query parameters they do not use, except the blog index, calculator pages and search,
 * whose query selects what they show.
 */
export function resolvePage(
  context: SiteContext,
  path: string,
  query: URLSearchParams,
): ResolvedPage | undefined {
  const { graph } = context;
  const fixedView = fixed[path];
  if (fixedView) return cached(path, () => fixedView(context));
  if (path === "/blog") {
    const request = readBlogQuery(query, graph.articles);
    return request && cached(blogHref(request.category, request.page), () => blogIndexView(context, request));
  }
  if (path === "/search") return { hasMarkdownPath: false, build: () => searchView(context, query) };
  const match = /^\/(guide|blog|tools|for)\/([a-z0-9-]+)$/.exec(path);
  if (!match) return undefined;
  const [, kind, slug = ""] = match;
  if (kind === "guide") {
    const page = graph.docs.get(slug);
    return page && cached(path, () => guidePageView(page, context));
  }
  if (kind === "blog") {
    const article = graph.articleBySlug.get(slug);
    return article && cached(path, () => articlePageView(article, context));
  }
  if (kind === "for") {
    const audience = graph.audienceBySlug.get(slug);
    return audience && cached(path, () => audiencePageView(audience, context));
  }
  const calculator = findCalculator(slug) as Calculator | undefined;
  const page = graph.calculatorPages.get(slug);
  if (!calculator || !page) return undefined;
  const build = () => toolPageView(calculator, page, context, query);
  return query.size === 0 ? cached(path, build) : { hasMarkdownPath: true, build };
}
