import type { ContentGraph } from "../../content/types.js";
import { apiEntryPaths, fileRoutes } from "../../routes/file-routes.js";
import { pagePath } from "../../routes/site-map.js";

/** A footer link: its address, its words and, for a file that is not HTML, its type. */
type FooterLink = readonly [href: string, label: string, type?: string];

function FooterLinks(props: {
  readonly id: string;
  readonly title: string;
  readonly links: readonly FooterLink[];
}) {
  return (
    <nav aria-labelledby={props.id}>
      <h2 id={props.id}>{props.title}</h2>
      <ul>
        {props.links.map(([href, label, type]) => (
          <li>
            <a href={href} type={type}>
              {label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The site footer: audiences, sections, machine-readable files (this page's Markdown too), the publisher. */
export function SiteFooter(props: { readonly graph: ContentGraph; readonly markdownPath?: string }) {
  const { app, audiences } = props.graph;
  const site: FooterLink[] = [
    [pagePath("guide"), "User guide"],
    [pagePath("blog"), "Blog"],
    [pagePath("tools"), "Calculators"],
    [pagePath("whatsNew"), "What's new"],
    ...[...props.graph.infoPages.values()].map(
      (page): FooterLink => [pagePath("infoPage", { slug: page.slug }), page.title],
    ),
  ];
  const machines: FooterLink[] = [
    [pagePath("developers"), "API guide"],
    [apiEntryPaths.openapi, "OpenAPI document"],
    [fileRoutes.llmsTxt.path, "llms.txt"],
    [fileRoutes.agentsMd.path, "agents.md"],
    [fileRoutes.sitemapXml.path, "Sitemap"],
    ...(props.markdownPath ? [[props.markdownPath, "This page as Markdown", "text/markdown"] as const] : []),
  ];
  return (
    <footer class="site-footer">
      <div class="wrap footer-grid">
        <FooterLinks
          id="footer-audiences"
          title={`${app.name} for`}
          links={audiences.map((audience) => [
            pagePath("audience", { slug: audience.slug }),
            audience.title.replace(`${app.name} for `, ""),
          ])}
        />
        <FooterLinks id="footer-site" title="The site" links={site} />
        <FooterLinks id="footer-machines" title="For developers and AI" links={machines} />
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
