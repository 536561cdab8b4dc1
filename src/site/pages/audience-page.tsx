import { absoluteBody } from "../../api/resources/present-doc.js";
import type { AudiencePage } from "../../content/types.js";
import { pagePath } from "../../routes/site-map.js";
import { AppDrawing } from "../art/app-drawing.js";
import { Prose, RelatedPages, UpdatedHeader } from "../layout/page-parts.js";
import { renderBody } from "../markdown/render-markdown.js";
import type { PageView } from "../page-view.js";
import type { SiteContext } from "../site-context.js";
import { GetTheApp } from "./get-the-app.js";

/** A "Stepzy for ..." page: a drawing of the screen that fits, the way to get the app, then the text. */
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
        {/* What the app looks like for them, and how to get it, before the reading. */}
        <div class="audience-intro">
          <AppDrawing name={audience.screen} class="audience-art" width={160} />
          <GetTheApp graph={graph} />
        </div>
        <div class="page-body narrow">
          <Prose html={renderBody(audience).html} />
          <RelatedPages graph={graph} paths={audience.related} />
        </div>
      </article>
    ),
  };
}
