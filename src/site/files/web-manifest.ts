import type { SiteContext } from "../site-context.js";

/** /manifest.webmanifest: the name, colors and icons of the site's "Add to Home Screen" bookmark. */
export function webManifest(context: Pick<SiteContext, "graph" | "assets">) {
  const { app } = context.graph;
  return {
    name: app.alternateName ?? app.name,
    short_name: app.name,
    description: app.tagline ?? app.description,
    start_url: "/",
    display: "browser",
    background_color: "#ffffff",
    theme_color: "#0f766e",
    icons: [
      { src: context.assets.url("icon-192.png"), sizes: "192x192", type: "image/png" },
      { src: context.assets.url("icon-512.png"), sizes: "512x512", type: "image/png" },
      { src: context.assets.url("icon.svg"), sizes: "any", type: "image/svg+xml" },
    ],
    ...(app.appStoreUrl
      ? {
          related_applications: [{ platform: "itunes", url: app.appStoreUrl }],
          prefer_related_applications: false,
        }
      : {}),
  };
}
