import { apiEntryPaths } from "../../routes/file-routes.js";
import { escapeXml } from "../art/svg.js";
import { fixedPageAddresses, type PageView } from "../page-view.js";
import type { SiteContext } from "../site-context.js";

/** The reference's page view, whose Markdown points at what the browser-only reference is built from. */
export function apiReferenceView(context: SiteContext): PageView {
  const { urls, graph } = context;
  return {
    ...fixedPageAddresses("apiReference"),
    title: `${graph.app.name} Web API reference`,
    description: `The interactive reference of the ${graph.app.name} Web API, from its OpenAPI document.`,
    noindex: true,
    main: null,
    markdown: [
      "The interactive API reference runs in a browser. It is built from the OpenAPI 3.1 document, which describes every endpoint, parameter, answer and error of the API:",
      `- [OpenAPI document](${urls.absolute(apiEntryPaths.openapi)}): the machine-readable description`,
      `- [Developer guide](${urls.markdown(urls.page("developers"))}): conventions and a curl example for every endpoint`,
      `- [API index](${urls.absolute(apiEntryPaths.index)}): the live list of endpoints`,
    ].join("\n\n"),
  };
}

/** The Scalar reference the developer page frames, apart so its landmarks, headings and styles stay out. */
export function apiReferenceDocument(context: SiteContext): string {
  const { assets, graph } = context;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeXml(graph.app.name)} Web API reference</title>
<meta name="robots" content="noindex">
<link rel="icon" type="image/svg+xml" href="${assets.url("icon.svg")}">
<link rel="alternate" type="text/markdown" href="${context.urls.absolute(fixedPageAddresses("apiReference").markdownPath)}">
<script defer src="${assets.url("scalar.js")}"></script>
<script defer src="${assets.url("api-reference.js")}"></script>
</head>
<body>
<div id="api-reference-app" data-openapi-url="${apiEntryPaths.openapi}"></div>
</body>
</html>
`;
}
