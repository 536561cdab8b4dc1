import { raw } from "hono/html";
import type { Child } from "hono/jsx";
import { fileRoutes } from "../../routes/file-routes.js";
import { shareImageAlt, shareImageSize } from "../art/share-image.js";
import type { PageView } from "../page-view.js";
import type { SiteContext } from "../site-context.js";
import { shareImageUrl, structuredDataScript } from "../structured-data.js";
import { appStoreId } from "./app-store.js";
import { SiteFooter } from "./site-footer.js";
import { SiteHeader } from "./site-header.js";

/** The longest `<title>` that gets the site name (or a page's own longer form) added. */
const maxTitleLength = 70;

/** The head: title, description, canonical and Markdown alternate links, Open Graph, icon, styles. */
function Head(props: { readonly view: PageView; readonly context: SiteContext }) {
  const { view, context } = props;
  const { app } = context.graph;
  // Search results show about 60-70 characters of a title: the longer forms go only where they fit.
  const title =
    [view.documentTitle, `${view.title} · ${app.name}`].find(
      (candidate) => candidate !== undefined && candidate.length <= maxTitleLength,
    ) ?? view.title;
  const url = context.urls.absolute(view.path);
  const storeId = appStoreId(app);
  const shareImage = view.shareImage ?? view.section ?? "home";
  return (
    <head>
      <meta charset="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>{title}</title>
      <meta name="description" content={view.description} />
      {view.noindex ? <meta name="robots" content="noindex" /> : null}
      {view.status === 404 ? null : <link rel="canonical" href={url} />}
      {view.markdownPath ? (
        <link rel="alternate" type="text/markdown" href={context.urls.absolute(view.markdownPath)} />
      ) : null}
      {/* Safari on iPhone shows a banner that opens the App Store page (or the app, when installed). */}
      {storeId ? <meta name="apple-itunes-app" content={`app-id=${storeId}`} /> : null}
      <meta name="color-scheme" content="light dark" />
      <meta name="theme-color" media="(prefers-color-scheme: light)" content="#ffffff" />
      <meta name="theme-color" media="(prefers-color-scheme: dark)" content="#101417" />
      <meta property="og:site_name" content={app.name} />
      <meta property="og:type" content={view.ogType ?? "website"} />
      <meta property="og:title" content={view.title} />
      <meta property="og:description" content={view.description} />
      {view.status === 404 ? null : <meta property="og:url" content={url} />}
      <meta property="og:locale" content="en_US" />
      <meta property="og:image" content={shareImageUrl(context, shareImage)} />
      <meta property="og:image:type" content="image/png" />
      <meta property="og:image:width" content={String(shareImageSize.width)} />
      <meta property="og:image:height" content={String(shareImageSize.height)} />
      <meta property="og:image:alt" content={shareImageAlt(shareImage, app)} />
      <meta name="twitter:card" content="summary_large_image" />
      <link rel="icon" type="image/svg+xml" href={context.assets.url("icon.svg")} />
      <link rel="apple-touch-icon" href={context.assets.url("apple-touch-icon.png")} />
      <link rel="manifest" href={fileRoutes.webManifest.path} />
      <link rel="stylesheet" href={context.assets.url("site.css")} />
      {view.structuredData?.length ? (
        <script type="application/ld+json">{raw(structuredDataScript(view.structuredData))}</script>
      ) : null}
      {/* The header search box as you type, on every page (the form works without it). */}
      <script type="module" src={context.assets.url("search.js")} />
      {(view.scripts ?? []).map((script) => (
        <script type="module" src={context.assets.url(script)} />
      ))}
    </head>
  );
}

/** The whole HTML document of a page: skip link, header, the page's main content, footer. */
export function Document(props: { readonly view: PageView; readonly context: SiteContext }): Child {
  const { view, context } = props;
  return (
    <html lang="en">
      <Head view={view} context={context} />
      <body>
        <a class="skip-link" href="#main-content">
          Skip to content
        </a>
        {/* For assistants that read the HTML: where every page is listed; the footer links it for people. */}
        <p hidden>
          For AI assistants: every guide page, article, calculator and audience page is listed, with its
          Markdown version, at <a href={fileRoutes.llmsTxt.path}>{fileRoutes.llmsTxt.path}</a>.
        </p>
        <SiteHeader
          appName={context.graph.app.name}
          appStoreUrl={context.graph.app.appStoreUrl}
          current={view.section}
        />
        <main id="main-content" class="wrap" tabindex={-1}>
          {view.main}
        </main>
        <SiteFooter graph={context.graph} markdownPath={view.markdownPath} />
      </body>
    </html>
  );
}

/** Renders a page as a complete HTML document. */
export async function renderHtml(view: PageView, context: SiteContext): Promise<string> {
  const html = await (<Document view={view} context={context} />).toString();
  return `<!doctype html>\n${html}`;
}
