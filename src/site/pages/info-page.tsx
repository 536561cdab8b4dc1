import type { InfoPage } from "../../content/types.js";
import { pagePath } from "../../routes/site-map.js";
import { Prose, RelatedPages, UpdatedHeader } from "../layout/page-parts.js";
import { renderBody } from "../markdown/render-markdown.js";
import { contentPageView, type PageView } from "../page-view.js";
import type { SiteContext } from "../site-context.js";

/** A page about the site or its publisher (about, privacy, terms): the rendered body and its date. */
export function infoPageView(page: InfoPage, context: SiteContext): PageView {
  const { graph, urls } = context;
  const path = pagePath("infoPage", { slug: page.slug });
  const { html } = renderBody(page);
  return {
    ...contentPageView(page, path, urls),
    main: (
      <article class="page">
        <UpdatedHeader title={page.title} updated={page.updated} />
        <div class="page-body narrow">
          <Prose html={html} />
          <RelatedPages graph={graph} paths={page.related} linked={html} />
        </div>
      </article>
    ),
  };
}
