import { findCalculator } from "../../calculators/registry.js";
import { pagePath } from "../../routes/site-map.js";
import { CardList, PageHeader } from "../layout/page-parts.js";
import { fixedPageAddresses, type PageView } from "../page-view.js";
import type { SiteContext } from "../site-context.js";

/** The calculator index: every calculator with what it answers. */
export function toolsIndexView(context: SiteContext): PageView {
  const { graph, urls } = context;
  // The calculators that have a page: the graph keeps one only for a slug of the registry, in its order.
  const entries = [...graph.calculatorPages.values()].map((page) => ({
    calculator: findCalculator(page.slug)!,
    page,
  }));
  return {
    ...fixedPageAddresses("tools"),
    title: "Calculators",
    documentTitle: `Walking and body-metric calculators · ${graph.app.name}`,
    description: `${entries.length} free calculators for walkers, each with its formula: ${entries.map(({ calculator }) => calculator.name).join(", ")}.`,
    section: "tools",
    markdown: [
      `${entries.length} walking and body-metric calculators. Each works on its page and as a JSON API endpoint with the same formula.`,
      entries
        .map(
          ({ calculator, page }) =>
            `- [${page.title}](${urls.tool(calculator.slug)}): ${page.summary} API: <${urls.absolute(`/api/v1/calculators/${calculator.slug}`)}>`,
        )
        .join("\n"),
    ].join("\n\n"),
    main: (
      <>
        <PageHeader title="Calculators">
          {entries.length} free walking and body-metric calculators. Each shows how it works out your answer.
        </PageHeader>
        <CardList
          items={entries.map(({ calculator, page }) => ({
            href: pagePath("tool", { slug: calculator.slug }),
            title: page.title,
            summary: page.summary,
          }))}
        />
      </>
    ),
  };
}
