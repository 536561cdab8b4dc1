import type { SiteContext } from "../site-context.js";

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/"/g, "&quot;");

/** Site path of the interactive API reference, framed by the developer page. */
export const apiReferencePath = "/developers/reference";

/**
 * The document the developer page frames: the self-hosted Scalar API Reference over /openapi.json.
 * It is its own document so that the library's landmarks, headings and injected styles stay out
 * of the page around it.
 */
export function apiReferenceDocument(context: SiteContext): string {
  const { assets, graph } = context;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(graph.app.name)} Web API reference</title>
<meta name="robots" content="noindex">
<link rel="icon" type="image/svg+xml" href="${assets.url("icon.svg")}">
<script defer src="${assets.url("scalar.js")}"></script>
<script defer src="${assets.url("api-reference.js")}"></script>
</head>
<body>
<div id="api-reference-app" data-openapi-url="/openapi.json"></div>
</body>
</html>
`;
}
