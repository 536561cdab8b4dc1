import { markdownDocument } from "../page-response.js";
import { articlePageView } from "../pages/article-page.js";
import { guidePageView } from "../pages/guide-page.js";
import type { SiteContext } from "../site-context.js";

/**
 * /llms-full.txt: every guide page and article in full, in /llms.txt's order, each as its Markdown
 * page (`# title`, every link absolute) after a `Source:` line with its `.md` URL, separated by
 * rules; for an assistant that reads the whole site at once.
 */
export function llmsFullTxt(context: SiteContext): string {
  const { graph, urls } = context;
  const pages = [
    ...graph.sections.flatMap((section) =>
      section.pages.map((page) => ({ url: urls.doc(page.slug), view: guidePageView(page, context) })),
    ),
    ...graph.articles.map((article) => ({
      url: urls.article(article.slug),
      view: articlePageView(article, context),
    })),
  ];
  const head = `# ${graph.app.name}: the user guide and the blog in full\n\n> ${graph.app.description.replace(/\s+/g, " ").trim()} The index of every page is ${urls.absolute("/llms.txt")}.\n`;
  return [
    head,
    ...pages.map(({ url, view }) => `Source: ${urls.markdown(url)}\n\n${markdownDocument(view)}`),
  ].join("\n---\n\n");
}
