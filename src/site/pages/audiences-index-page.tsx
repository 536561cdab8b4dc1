import { pagePath } from "../../routes/site-map.js";
import { CardList, PageHeader } from "../layout/page-parts.js";
import { fixedPageAddresses, type PageView } from "../page-view.js";
import type { SiteContext } from "../site-context.js";

/** The index of the audience pages: who the app is for, each with what it does for them. */
export function audiencesIndexView(context: SiteContext): PageView {
  const { graph, urls } = context;
  const title = `Who ${graph.app.name} is for`;
  return {
    ...fixedPageAddresses("audiences"),
    title,
    shareImage: "audience",
    description: `${graph.app.name} for ${graph.audiences.length} kinds of walkers: ${graph.audiences.map((audience) => audience.title.replace(`${graph.app.name} for `, "")).join(", ")}.`,
    markdown: [
      `${graph.app.name} for each kind of walker, and what it does for them.`,
      graph.audiences
        .map((audience) => `- [${audience.title}](${urls.audience(audience.slug)}): ${audience.summary}`)
        .join("\n"),
    ].join("\n\n"),
    main: (
      <>
        <PageHeader title={title}>
          {graph.app.name} for each kind of walker, and what it does for them.
        </PageHeader>
        <CardList
          items={graph.audiences.map((audience) => ({
            href: pagePath("audience", { slug: audience.slug }),
            title: audience.title,
            summary: audience.summary,
          }))}
        />
      </>
    ),
  };
}
