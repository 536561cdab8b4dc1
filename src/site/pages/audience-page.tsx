import { absoluteBody } from "../../api/resources/present-doc.js";
import type { AudiencePage } from "../../content/types.js";
import { pagePath } from "../../routes/site-map.js";
import { Prose, RelatedPages, UpdatedHeader } from "../layout/page-parts.js";
import { renderBody } from "../markdown/render-markdown.js";
import type { PageView } from "../page-view.js";
import type { SiteContext } from "../site-context.js";
import { GetTheApp } from "./get-the-app.js";

/** A "Stepzy for ..." page: the rendered body, a way to get the app and related pages. */
export function audiencePageView(audience: AudiencePage, context: SiteContext): PageView {
  const { graph, urls } = context;
  const path = pagePath("audience", { slug: audience.slug });
  return {
    path,
    markdownPath: `${path}.md`,
    title: audience.title,
    description: audience.description,
    shareImage: "audience",
    markdown: absoluteBody(audience, urls),
    main: (
      <article class="page">
        <UpdatedHeader title={audience.title} updated={audience.updated} />
        <div class="page-body narrow">
          <Prose html={renderBody(audience).html} />
          <GetTheApp graph={graph} />
          <RelatedPages graph={graph} paths={audience.related} />
        </div>
      </article>
    ),
  };
}
