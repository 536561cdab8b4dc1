import { calculators } from "./calculators/registry.js";
import type { BuildOptions } from "./content/build-graph.js";
import type { Page } from "./content/types.js";
import { apiEntryPaths, fileRoutes, serviceRoutes } from "./routes/file-routes.js";
import { type PageName, pageRoutes } from "./routes/page-routes.js";
import { pagePath, sitePaths } from "./routes/site-map.js";

/** The route that serves each kind of content page. */
const routeOfKind = {
  doc: "guidePage",
  article: "article",
  audience: "audience",
  calculator: "tool",
  info: "infoPage",
} as const satisfies Record<Page["kind"], PageName>;

/** The first path segment of every address the route tables declare with a fixed one (`guide`, `api`). */
const topLevelNames = new Set(
  [
    ...Object.values(pageRoutes).map((route) => route.pattern),
    ...Object.values(fileRoutes).map((file) => file.path),
    ...Object.values(serviceRoutes).map((route) => route.pattern),
    ...Object.values(apiEntryPaths),
    "/index",
  ]
    .map((path) => path.split("/")[1] ?? "")
    .filter((name) => name !== "" && !name.startsWith("{")),
);

/** What content must agree with outside its folder: calculator pages, link targets, reserved page names. */
export const contentRules: BuildOptions = {
  calculatorSlugs: calculators.map((calculator) => calculator.slug),
  sitePaths,
  contentPagePath: (kind, slug) => pagePath(routeOfKind[kind], { slug }),
  reservedSlugs: topLevelNames,
};
