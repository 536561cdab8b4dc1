import type { ContentGraph } from "../../content/types.js";

/** The site footer: who the app is for, the site's sections, machine-readable files and the publisher. */
export function SiteFooter(props: { readonly graph: ContentGraph }) {
  const { app, audiences } = props.graph;
  return (
    <footer class="site-footer">
      <div class="wrap footer-grid">
        <nav aria-labelledby="footer-audiences">
          <h2 id="footer-audiences">{app.name} for</h2>
          <ul>
            {audiences.map((audience) => (
              <li>
                <a href={`/for/${audience.slug}`}>{audience.title.replace(`${app.name} for `, "")}</a>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-site">
          <h2 id="footer-site">The site</h2>
          <ul>
            <li>
              <a href="/guide">User guide</a>
            </li>
            <li>
              <a href="/blog">Blog</a>
            </li>
            <li>
              <a href="/tools">Calculators</a>
            </li>
            <li>
              <a href="/whats-new">What's new</a>
            </li>
            <li>
              <a href={app.developer.privacyPolicyUrl}>Privacy</a>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-machines">
          <h2 id="footer-machines">For developers and AI</h2>
          <ul>
            <li>
              <a href="/developers">API guide</a>
            </li>
            <li>
              <a href="/openapi.json">OpenAPI document</a>
            </li>
            <li>
              <a href="/llms.txt">llms.txt</a>
            </li>
            <li>
              <a href="/agents.md">agents.md</a>
            </li>
            <li>
              <a href="/sitemap.xml">Sitemap</a>
            </li>
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
