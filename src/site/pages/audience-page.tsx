import type { AudiencePage } from "../../content/types.js";
import { pagePath } from "../../routes/site-map.js";
import { AppDrawing } from "../art/app-drawing.js";
import { afterOpeningAnswer, Prose, RelatedPages, UpdatedHeader } from "../layout/page-parts.js";
import { renderBody } from "../markdown/render-markdown.js";
import { contentPageView, type PageView } from "../page-view.js";
import type { SiteContext } from "../site-context.js";
import { ClosingInvite, GetTheApp } from "./get-the-app.js";

/** A "Stepzy for ..." page: its opening paragraph, a drawing of the screen that fits and the way to get the app, then the rest. */
export function audiencePageView(audience: AudiencePage, context: SiteContext): PageView {
  const { graph, urls } = context;
  const path = pagePath("audience", { slug: audience.slug });
  const [opening, rest] = afterOpeningAnswer(renderBody(audience).html);
  return {
    ...contentPageView(audience, path, urls),
    shareImage: "audience",
    main: (
      <article class="page">
        <UpdatedHeader title={audience.title} updated={audience.updated} />
        <div class="page-body narrow">
          <Prose html={opening} />
        </div>
        {/* Who the page is for first (a phone showed the box before any text); then the app and how to get it. */}
        <div class="audience-intro">
          <AppDrawing name={audience.screen} class="audience-art" width={160} />
          <GetTheApp graph={graph} />
        </div>
        <div class="page-body narrow">
          {rest ? <Prose html={rest} /> : null}
          {/* A reader who read to the end meets the way to get the app again. */}
          <ClosingInvite graph={graph} />
          <RelatedPages graph={graph} paths={audience.related} linked={`${opening}${rest ?? ""}`} />
        </div>
      </article>
    ),
  };
}
