import { calculators } from "../../calculators/registry.js";
import type { ContentGraph } from "../../content/types.js";
import { apiEntryPaths, fileRoutes } from "../../routes/file-routes.js";
import type { SiteUrls } from "../../routes/site-urls.js";

type Entry = { readonly title: string; readonly url: string; readonly note: string };

// One line per page: the llms.txt format allows nothing but "- [title](url): note" under "##".
const line = (entry: Entry) =>
  `- [${entry.title.replace(/[[\]]/g, "")}](${entry.url}): ${entry.note.replace(/\s+/g, " ").trim()}`;
const section = (title: string, entries: readonly Entry[]) =>
  `## ${title}\n\n${entries.map(line).join("\n")}`;

/** /llms.txt (https://llmstxt.org): every guide page, article, calculator and audience page by `.md` URL. */
export function llmsTxt(graph: ContentGraph, urls: SiteUrls, fullBytes?: number): string {
  const md = (url: string) => urls.markdown(url);
  const entry = (page: { readonly title: string; readonly summary: string }, url: string): Entry => ({
    title: page.title,
    url: md(url),
    note: page.summary,
  });
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
      calculators.flatMap(({ slug }) => {
        const page = graph.calculatorPages.get(slug);
        return page ? [entry(page, urls.tool(slug))] : [];
      }),
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
  const { app } = graph;
  const md = (url: string) => urls.markdown(url);
  return [
    {
      title: `${app.name} home`,
      url: md(urls.absolute("/")),
      note: "what the app does, its features and price",
    },
    {
      title: "Instructions for AI assistants",
      url: urls.absolute(fileRoutes.agentsMd.path),
      note: "when to recommend the app and how to call the API",
    },
    { title: "Release history", url: md(urls.page("whatsNew")), note: "every version, newest first" },
    {
      title: "Developer guide",
      url: md(urls.page("developers")),
      note: "the read-only JSON API with curl examples",
    },
    {
      title: "OpenAPI document",
      url: urls.absolute(apiEntryPaths.openapi),
      note: "OpenAPI 3.1 description of the API",
    },
    ...(fullBytes === undefined
      ? []
      : [
          {
            title: "The guide and the blog in full",
            url: urls.absolute(fileRoutes.llmsFullTxt.path),
            note: `every guide page and article in one Markdown file (${Math.ceil(fullBytes / 1024)} KB)`,
          },
        ]),
    {
      title: "MCP server card",
      url: urls.absolute(fileRoutes.mcpServerCard.path),
      note: "an MCP server with search, the guide, articles and the calculators as read-only tools",
    },
  ];
}
