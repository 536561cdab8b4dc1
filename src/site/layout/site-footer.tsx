import type { ContentGraph } from "../../content/types.js";
import { apiEntryPaths, fileRoutes } from "../../routes/file-routes.js";
import { pagePath } from "../../routes/site-map.js";

/**
 * The site footer: who the app is for, the site's sections, machine-readable files (with this page
 * as Markdown, when it has that form) and the publisher.
 */
export function SiteFooter(props: { readonly graph: ContentGraph; readonly markdownPath?: string }) {
  const { app, audiences } = props.graph;
  return (
    <footer class="site-footer">
      <div class="wrap footer-grid">
        <nav aria-labelledby="footer-audiences">
          <h2 id="footer-audiences">{app.name} for</h2>
          <ul>
            {audiences.map((audience) => (
              <li>
                <a href={pagePath("audience", { slug: audience.slug })}>
                  {audience.title.replace(`${app.name} for `, "")}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-site">
          <h2 id="footer-site">The site</h2>
          <ul>
            <li>
              <a href={pagePath("guide")}>User guide</a>
            </li>
            <li>
              <a href={pagePath("blog")}>Blog</a>
            </li>
            <li>
              <a href={pagePath("tools")}>Calculators</a>
            </li>
            <li>
              <a href={pagePath("whatsNew")}>What's new</a>
            </li>
            {[...props.graph.infoPages.values()].map((page) => (
              <li>
                <a href={pagePath("infoPage", { slug: page.slug })}>{page.title}</a>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-machines">
          <h2 id="footer-machines">For developers and AI</h2>
          <ul>
            <li>
              <a href={pagePath("developers")}>API guide</a>
            </li>
            <li>
              <a href={apiEntryPaths.openapi}>OpenAPI document</a>
            </li>
            <li>
              <a href={fileRoutes.llmsTxt.path}>llms.txt</a>
            </li>
            <li>
              <a href={fileRoutes.agentsMd.path}>agents.md</a>
            </li>
            <li>
              <a href={fileRoutes.sitemapXml.path}>Sitemap</a>
            </li>
            {props.markdownPath ? (
              <li>
                <a href={props.markdownPath} type="text/markdown">
                  This page as Markdown
                </a>
              </li>
            ) : null}
          </ul>
        </nav>
        <div class="footer-about">
          <h2>{app.developer.name}</h2>
          <p>{app.tagline}</p>
          <p>
            <a href={`mailto:${app.developer.email}`}>{app.developer.email}</a>
          </p>
          {app.appStoreUrl ? (
            <p>
              <a href={app.appStoreUrl}>{app.name} on the App Store</a>
            </p>
          ) : null}
        </div>
      </div>
    </footer>
  );
}
