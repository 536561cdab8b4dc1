import { pageUrl } from "../../search/page-url.js";
import { searchParams } from "../../search/search-params.js";
import { searchSite } from "../../search/search-site.js";
import { defineOperation } from "../operation.js";
import { searchResultsSchema } from "../schemas/search-schema.js";

/** `searchContent`: ranked search across guide pages, articles, calculators and audience pages. */
export const searchContent = defineOperation({
  operationId: "searchContent",
  cacheKeys: () => ["search"],
  path: "/api/v1/search",
  summary: "Search",
  description:
    "Ranked keyword search across guide pages, blog articles, calculators and audience pages, highest `score` first; when the first result clearly wins, `bestAnswer` names it and the section that answers. Words are stemmed (`walks` finds `walking`), common words are ignored (a query made only of them, such as `the`, finds the titles holding it as a phrase), an unknown word is corrected by up to two letters, and the last word may be unfinished. `total` counts every match of the query and `type`; `count` the results returned.",
  tag: "Search",
  query: searchParams,
  response: searchResultsSchema,
  example: "q=streak+freze&type=doc&limit=3",
  errorStatuses: [404],
  handle: ({ query, context }) => {
    const found = searchSite(context.services.search, query);
    const best = found.bestAnswer;
    const bestUrl = best && pageUrl(best.hit.type, best.hit.slug, context.urls);
    return {
      query: found.query,
      ...(found.correctedQuery ? { correctedQuery: found.correctedQuery } : {}),
      results: found.hits.map((hit) => {
        const url = pageUrl(hit.type, hit.slug, context.urls);
        return {
          type: hit.type,
          title: hit.title,
          url,
          summary: hit.summary,
          score: hit.score,
          excerpt: hit.excerpt,
          sections: hit.sections.map((section) => ({
            title: section.title,
            url: `${url}#${section.anchor}`,
            excerpt: section.excerpt,
          })),
        };
      }),
      total: found.total,
      count: found.count,
      limit: found.limit,
      types: found.types,
      ...(best && bestUrl
        ? {
            bestAnswer: {
              type: best.hit.type,
              title: best.hit.title,
              url: bestUrl,
              ...(best.section
                ? { section: { title: best.section.title, url: `${bestUrl}#${best.section.anchor}` } }
                : {}),
              excerpt: best.section?.excerpt ?? best.hit.excerpt,
            },
          }
        : {}),
    };
  },
});
