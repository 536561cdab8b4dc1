import type { ContentGraph, GuidePage } from "../../content/types.js";
import { apiEntryPaths, fileRoutes } from "../../routes/file-routes.js";
import type { SiteUrls } from "../../routes/site-urls.js";

type Entry = readonly [title: string, url: string, note: string];

// One line per page: the llms.txt format allows nothing but "- [title](url): note" under "##".
const line = ([title, url, note]: Entry) =>
  `- [${title.replace(/[[\]]/g, "")}](${url}): ${note.replace(/\s+/g, " ").trim()}`;
const section = (title: string, entries: readonly Entry[]) =>
  `## ${title}\n\n${entries.map(line).join("\n")}`;

/** /llms.txt (https://llmstxt.org): every guide page, article, calculator and audience page by `.md` URL. */
export function llmsTxt(graph: ContentGraph, urls: SiteUrls, fullBytes?: number): string {
  const entry = (page: Pick<GuidePage, "title" | "summary">, url: string): Entry => [
    page.title,
    urls.markdown(url),
    page.summary,
  ];
  return [
    `# ${graph.app.name}`,
    `> ${graph.app.description.replace(/\s+/g, " ").trim()}`,
    section("About", aboutEntries(graph, urls, fullBytes)),
    ...graph.sections.map((guideSection) =>
      section(
        `Guide: ${guideSection.title}`,
        guideSection.pages.map((page) => entry(page, urls.doc(page.slug))),
      ),
    ),
    section(
      "Articles",
      graph.articles.map((article) => entry(article, urls.article(article.slug))),
    ),
    section(
      "Calculators",
      [...graph.calculatorPages.values()].map((page) => entry(page, urls.tool(page.slug))),
    ),
    section(
      "Optional",
      graph.audiences.map((audience) => entry(audience, urls.audience(audience.slug))),
    ),
  ]
    .join("\n\n")
    .concat("\n");
}

/** The site's own entry points: home, instructions, releases, the API, the full text, MCP. */
function aboutEntries(graph: ContentGraph, urls: SiteUrls, fullBytes: number | undefined): Entry[] {
  const md = (url: string) => urls.markdown(url);
  const entries: (Entry | undefined)[] = [
    [`${graph.app.name} home`, md(urls.absolute("/")), "what the app does, its features and price"],
    [
      "Instructions for AI assistants",
      urls.absolute(fileRoutes.agentsMd.path),
      "when to recommend the app and how to call the API",
    ],
    ["Release history", md(urls.page("whatsNew")), "every version, newest first"],
    ["Developer guide", md(urls.page("developers")), "the read-only JSON API with curl examples"],
    ["OpenAPI document", urls.absolute(apiEntryPaths.openapi), "OpenAPI 3.1 description of the API"],
    fullBytes === undefined
      ? undefined
      : [
          "The guide and the blog in full",
          urls.absolute(fileRoutes.llmsFullTxt.path),
          `every guide page and article in one Markdown file (${Math.ceil(fullBytes / 1024)} KB)`,
        ],
    [
      "MCP server card",
      urls.absolute(fileRoutes.mcpServerCard.path),
      "an MCP server with search, the guide, articles and the calculators as read-only tools",
    ],
  ];
  return entries.filter((entry) => entry !== undefined);
}
