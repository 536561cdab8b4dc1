import type { z } from "zod";
import type { AppFacts, Release } from "../../content/types.js";
import { apiEntryPaths, fileRoutes } from "../../routes/file-routes.js";
import type { SiteUrls } from "../../routes/site-urls.js";
import type { appSchema } from "../schemas/app-schema.js";
import { presentRelease } from "./present-release.js";

/** The App resource: the facts, the latest release and absolute links on the configured base URL. */
export function presentApp(
  app: AppFacts,
  latest: Release | undefined,
  urls: SiteUrls,
): z.infer<typeof appSchema> {
  const developer = app.developer;
  const siteOrAsIs = (value: string) => (value.startsWith("/") ? urls.absolute(value) : value);
  return {
    name: app.name,
    ...(app.alternateName ? { alternateName: app.alternateName } : {}),
    ...(app.tagline ? { tagline: app.tagline } : {}),
    description: app.description,
    website: urls.absolute("/"),
    ...(app.appStoreUrl ? { appStoreUrl: app.appStoreUrl } : {}),
    platforms: [...app.platforms],
    ...(app.category ? { category: app.category } : {}),
    ...(app.dataSource ? { dataSource: app.dataSource } : {}),
    pricing: {
      ...app.pricing,
      paidTierUnlocks: [...app.pricing.paidTierUnlocks],
      freeIncludes: [...app.pricing.freeIncludes],
    },
    rating: { ...app.rating },
    features: app.features.map((feature) => ({ name: feature.name, description: feature.description })),
    highlights: [...app.highlights],
    latestRelease: latest ? presentRelease(latest) : null,
    developer: {
      name: developer.name,
      website: siteOrAsIs(developer.website),
      email: developer.email,
      supportUrl: siteOrAsIs(developer.supportUrl),
      privacyPolicyUrl: siteOrAsIs(developer.privacyPolicyUrl),
    },
    links: {
      website: urls.absolute("/"),
      appStore: app.appStoreUrl ?? urls.absolute("/"),
      guide: urls.page("guide"),
      blog: urls.page("blog"),
      tools: urls.page("tools"),
      whatsNew: urls.page("whatsNew"),
      api: urls.absolute(apiEntryPaths.index),
      openapi: urls.absolute(apiEntryPaths.openapi),
      llmsTxt: urls.absolute(fileRoutes.llmsTxt.path),
      agents: urls.absolute(fileRoutes.agentsMd.path),
    },
  };
}
