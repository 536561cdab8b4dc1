import type { ArticlePage } from "../../content/types.js";
import { articleCategories } from "../../content/vocabulary.js";
import { pagePath } from "../../routes/site-map.js";
import type { QueryReads } from "../canonical-query.js";
import { readableDate } from "../format.js";
import { CardList, DateText, PageHeader } from "../layout/page-parts.js";
import type { PageView } from "../page-view.js";
import type { SiteContext } from "../site-context.js";

/** Articles per page of the blog index. */
export const articlesPerPage = 12;

/** The blog index URL of a category and page (`/blog?category=Health&page=2`). */
export function blogHref(category?: string, page = 1, suffix = ""): string {
  const query = new URLSearchParams();
  if (category) query.set("category", category);
  if (page > 1) query.set("page", String(page));
  const text = query.toString().replace(/\+/g, "%20");
  return `${pagePath("blog")}${suffix}${text ? `?${text}` : ""}`;
}

/** What the blog index reads of its query, beside the function that reads it. */
export const blogQueryNames: QueryReads = new Set(["category", "page"]);

/** One page of the blog index and the articles it shows; undefined when the query names no such page. */
export function readBlogQuery(query: URLSearchParams, articles: readonly ArticlePage[]) {
  const category = query.get("category") ?? undefined;
  if (category !== undefined && !(articleCategories as readonly string[]).includes(category))
    return undefined;
  const rawPage = query.get("page");
  if (rawPage !== null && !/^[1-9][0-9]{0,3}$/.test(rawPage)) return undefined;
  const page = rawPage === null ? 1 : Number(rawPage);
  const matching = articles.filter((article) => category === undefined || article.category === category);
  const pages = Math.max(1, Math.ceil(matching.length / articlesPerPage));
  if (page > pages) return undefined;
  const shown = matching.slice((page - 1) * articlesPerPage, page * articlesPerPage);
  return { category, page, pages, shown };
}

function CategoryFilter(props: { readonly current?: string }) {
  const options: readonly (string | undefined)[] = [undefined, ...articleCategories];
  return (
    <nav class="chips" aria-label="Categories">
      <ul>
        {options.map((category) => (
          <li>
            <a href={blogHref(category)} aria-current={category === props.current ? "page" : undefined}>
              {category ?? "All articles"}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Paging(props: { readonly category?: string; readonly page: number; readonly pages: number }) {
  if (props.pages < 2) return null;
  const numbers = Array.from({ length: props.pages }, (_, index) => index + 1);
  return (
    <nav class="paging" aria-label="Pages">
      <ul>
        {props.page > 1 ? (
          <li>
            <a href={blogHref(props.category, props.page - 1)} rel="prev">
              Newer
            </a>
          </li>
        ) : null}
        {numbers.map((number) => (
          <li>
            <a
              href={blogHref(props.category, number)}
              aria-current={number === props.page ? "page" : undefined}
              aria-label={`Page ${number}`}
            >
              {number}
            </a>
          </li>
        ))}
        {props.page < props.pages ? (
          <li>
            <a href={blogHref(props.category, props.page + 1)} rel="next">
              Older
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

/** The blog index: a category filter, one page of articles newest first, and page links. */
export function blogIndexView(
  context: SiteContext,
  request: NonNullable<ReturnType<typeof readBlogQuery>>,
): PageView {
  const { graph, urls } = context;
  const { category, page, pages, shown } = request;
  const title = category ? `Blog: ${category}` : "Blog";
  const pageNote = pages > 1 ? ` (page ${page} of ${pages})` : "";
  const lines = shown.map(
    (article) =>
      `- [${article.title}](${urls.article(article.slug)}): ${article.summary} (${article.category}, ${readableDate(article.publishedAt)})`,
  );
  const neighbors = [
    page > 1 ? `- [Newer articles](${urls.absolute(blogHref(category, page - 1, ".md"))})` : "",
    page < pages ? `- [Older articles](${urls.absolute(blogHref(category, page + 1, ".md"))})` : "",
  ].filter(Boolean);
  return {
    path: blogHref(category, page),
    markdownPath: blogHref(category, page, ".md"),
    title,
    documentTitle: `${title}${pageNote} · ${graph.app.name}`,
    description: `Articles from the ${graph.app.name} team about walking, step counts, health and habits${category ? `, in ${category}` : ""}${pageNote}.`,
    section: "blog",
    markdown: [
      `Articles about walking and step counts${category ? ` in the category ${category}` : ""}, newest first${pageNote}.`,
      lines.join("\n"),
      neighbors.length ? `## More\n\n${neighbors.join("\n")}` : "",
    ]
      .filter(Boolean)
      .join("\n\n"),
    main: (
      <>
        <PageHeader title={title}>
          Walking, step counts, health and habits, explained by the {graph.app.name} team{pageNote}.
        </PageHeader>
        <CategoryFilter current={category} />
        <CardList
          items={shown.map((article) => ({
            href: pagePath("article", { slug: article.slug }),
            title: article.title,
            summary: article.summary,
            meta: (
              <>
                {article.category} · <DateText date={article.publishedAt} />
              </>
            ),
          }))}
        />
        <Paging category={category} page={page} pages={pages} />
      </>
    ),
  };
}
