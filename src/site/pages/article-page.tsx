import type { ArticlePage } from "../../content/types.js";
import { pagePath } from "../../routes/site-map.js";
import { readableDate } from "../format.js";
import { DownloadNudge } from "../layout/download-nudge.js";
import { afterAnswer, Breadcrumbs, DateText, Prose, RelatedPages } from "../layout/page-parts.js";
import { renderBody } from "../markdown/render-markdown.js";
import { contentPageView, type PageView } from "../page-view.js";
import type { SiteContext } from "../site-context.js";
import { blogPosting, breadcrumbList, type Crumb } from "../structured-data.js";
import { blogHref } from "./blog-index-page.js";
import { GetTheApp } from "./get-the-app.js";

/** The trust line of a health article: who wrote and checked it, and a pointer to its sources. */
function Byline(props: {
  readonly article: ArticlePage;
  readonly hasSources: boolean;
  readonly aboutPath?: string;
}) {
  const { author, reviewedBy, reviewedAt } = props.article;
  if (!author && !reviewedBy) return null;
  return (
    <p class="byline">
      {author ? <>By {props.aboutPath ? <a href={props.aboutPath}>{author}</a> : author}</> : null}
      {reviewedBy ? (
        <>
          {author ? " · " : ""}Reviewed by {reviewedBy}
          {reviewedAt ? (
            <>
              {" "}
              on <DateText date={reviewedAt} />
            </>
          ) : null}
        </>
      ) : null}
      {props.hasSources ? (
        <>
          {" "}
          · <a href="#sources">Sources</a> at the end
        </>
      ) : null}
    </p>
  );
}

/** An article's category, dates and authors in one line: "Health · Published November 21, 2023 · By ...". */
function articleMeta(article: ArticlePage): string {
  return [
    article.category,
    `Published ${readableDate(article.publishedAt)}`,
    ...(article.updatedAt ? [`Updated ${readableDate(article.updatedAt)}`] : []),
    ...(article.author ? [`By ${article.author}`] : []),
    ...(article.reviewedBy
      ? [
          `Reviewed by ${article.reviewedBy}${article.reviewedAt ? ` on ${readableDate(article.reviewedAt)}` : ""}`,
        ]
      : []),
  ].join(" · ");
}

/** A blog article: category, dates, author, the rendered body and related pages. */
export function articlePageView(article: ArticlePage, context: SiteContext): PageView {
  const { graph, urls } = context;
  const path = pagePath("article", { slug: article.slug });
  const hasSources = article.headings.some((heading) => heading.level === 2 && heading.text === "Sources");
  const trail: readonly Crumb[] = [
    { href: pagePath("blog"), label: "Blog" },
    { href: blogHref(article.category), label: article.category },
    { label: article.title },
  ];
  const url = urls.absolute(path);
  const [opening, rest] = afterAnswer(renderBody(article).html);
  const page = contentPageView(article, path, urls);
  return {
    ...page,
    // Who wrote it and when, as the HTML's header says: for health content they matter to a reader.
    markdown: `${articleMeta(article)}\n\n${page.markdown}`,
    documentTitle: `${article.title} · ${graph.app.name} blog`,
    ogType: "article",
    section: "blog",
    structuredData: [blogPosting(article, url, context), breadcrumbList(trail, url, context)],
    main: (
      <article class="page">
        <Breadcrumbs trail={trail} />
        <header class="page-header">
          <h1>{article.title}</h1>
          <p class="page-meta">
            <a href={blogHref(article.category)}>{article.category}</a> · Published{" "}
            <DateText date={article.publishedAt} />
            {article.updatedAt ? (
              <>
                {" "}
                · Updated <DateText date={article.updatedAt} />
              </>
            ) : null}
          </p>
          <Byline
            article={article}
            hasSources={hasSources}
            aboutPath={graph.infoPages.has("about") ? pagePath("infoPage", { slug: "about" }) : undefined}
          />
        </header>
        <div class="page-body narrow">
          <Prose html={opening} />
          <DownloadNudge graph={graph} />
          {rest ? <Prose html={rest} /> : null}
          {/* The end of a long article is where a persuaded reader looks for the app. */}
          <GetTheApp graph={graph} />
          <RelatedPages graph={graph} paths={article.related} linked={`${opening}${rest ?? ""}`} />
        </div>
      </article>
    ),
  };
}
