import type { ContentGraph, GuidePage } from "../../content/types.js";
import { pagePath } from "../../routes/site-map.js";
import { DownloadNudge } from "../layout/download-nudge.js";
import {
  afterOpeningAnswer,
  Breadcrumbs,
  Prose,
  RelatedPages,
  TableOfContents,
  UpdatedHeader,
} from "../layout/page-parts.js";
import { SupportBox, troubleshootingSection } from "../layout/support-box.js";
import { renderBody } from "../markdown/render-markdown.js";
import { contentPageView, type PageView } from "../page-view.js";
import type { SiteContext } from "../site-context.js";
import { breadcrumbList, type Crumb, guideArticle } from "../structured-data.js";

function SectionNeighbours(props: { readonly previous?: GuidePage; readonly next?: GuidePage }) {
  if (!props.previous && !props.next) return null;
  return (
    <nav class="pager" aria-label="More in this section">
      {props.previous ? (
        <a class="pager-previous" href={pagePath("guidePage", { slug: props.previous.slug })} rel="prev">
          <span class="pager-label">Previous</span> {props.previous.title}
        </a>
      ) : null}
      {props.next ? (
        <a class="pager-next" href={pagePath("guidePage", { slug: props.next.slug })} rel="next">
          <span class="pager-label">Next</span> {props.next.title}
        </a>
      ) : null}
    </nav>
  );
}

/** The section read while installing the app, whose pages show the download after their opening. */
const installingSection = "getting-started";

/** The Pro pages read before subscribing, which show the trial; the others are for subscribers. */
const beforeSubscribing: ReadonlySet<string> = new Set(["what-pro-includes", "subscribe-to-pro"]);

/** The download or the trial, for pages read while installing or deciding on Pro; undefined for the rest. */
function guideNudge(graph: ContentGraph, page: GuidePage) {
  if (page.sectionId === installingSection) return <DownloadNudge graph={graph} offer="app" />;
  if (beforeSubscribing.has(page.slug)) return <DownloadNudge graph={graph} offer="pro" />;
  return undefined;
}

/** The anchor of a page's own section on writing to support. */
const contactSupportAnchor = "when-to-contact-support";

/** A user-guide page: breadcrumbs, contents, the rendered body, related pages and its neighbors. */
export function guidePageView(page: GuidePage, context: SiteContext): PageView {
  const { graph, urls } = context;
  const section = graph.sections.find((candidate) => candidate.id === page.sectionId);
  const siblings = section?.pages ?? [];
  const index = siblings.findIndex((sibling) => sibling.slug === page.slug);
  const rendered = renderBody(page);
  const path = pagePath("guidePage", { slug: page.slug });
  const trail: readonly Crumb[] = [
    { href: pagePath("guide"), label: "Guide" },
    { href: `${pagePath("guide")}#${page.sectionId}`, label: section?.title ?? page.sectionId },
    { label: page.title },
  ];
  const url = urls.absolute(path);
  const nudge = guideNudge(graph, page);
  const [opening, rest] = afterOpeningAnswer(rendered.html);
  return {
    ...contentPageView(page, path, urls),
    documentTitle: `${page.title} · ${graph.app.name} user guide`,
    ogType: "article",
    section: "guide",
    structuredData: [guideArticle(page, url, context), breadcrumbList(trail, url, context)],
    main: (
      <article class="page">
        <Breadcrumbs trail={trail} />
        <UpdatedHeader title={page.title} updated={page.updated} />
        <div class="with-toc">
          <TableOfContents anchors={rendered.anchors} />
          <div class="page-body">
            {nudge ? (
              <>
                {/* Right after the opening paragraph: where a reader deciding looks, not 5,000 px down. */}
                <Prose html={opening} />
                {nudge}
                {rest ? <Prose html={rest} /> : null}
              </>
            ) : (
              <>
                <Prose html={rendered.html} />
                {/* Not under a page's own "When to contact support", which says the same. */}
                {rendered.anchors.some((anchor) => anchor.id === contactSupportAnchor) ? null : (
                  <SupportBox
                    graph={graph}
                    lead={page.sectionId === troubleshootingSection ? "Still stuck?" : "Questions?"}
                  />
                )}
              </>
            )}
            <RelatedPages graph={graph} paths={page.related} linked={rendered.html} />
            <SectionNeighbours previous={siblings[index - 1]} next={siblings[index + 1]} />
          </div>
        </div>
      </article>
    ),
  };
}
