import { absoluteBody } from "../../api/resources/present-doc.js";
import { cachedIn } from "../../http/cached-in.js";
import type { SiteContext } from "../site-context.js";

/** The most /llms-full.txt holds in UTF-16 characters, room for many times this site's 0.6 MB. */
export const llmsFullMaxChars = 4_000_000;

const sizes = new WeakMap<SiteContext, number>();

/** The size of /llms-full.txt in UTF-8 bytes (for /llms.txt), measured once per snapshot. */
export function llmsFullBytes(context: SiteContext): number {
  return cachedIn(sizes, context, () => new TextEncoder().encode(llmsFullTxt(context)).byteLength);
}

/** /llms-full.txt: every guide page and article as Markdown in /llms.txt's order, each after its URL. */
export function llmsFullTxt(context: SiteContext, maxChars = llmsFullMaxChars): string {
  const { graph, urls } = context;
  const pages = [
    ...graph.sections.flatMap((section) => section.pages.map((page) => ({ page, url: urls.doc(page.slug) }))),
    ...graph.articles.map((article) => ({ page: article, url: urls.article(article.slug) })),
  ];
  const parts = [
    `# ${graph.app.name}: the user guide and the blog in full\n\n> ${graph.app.description.replace(/\s+/g, " ").trim()} The index of every page is ${urls.absolute("/llms.txt")}.\n`,
  ];
  let chars = parts[0]!.length;
  let included = 0;
  for (const { page, url } of pages) {
    const part = `Source: ${urls.markdown(url)}\n\n# ${page.title}\n\n${absoluteBody(page, urls).trim()}\n`;
    // Past the limit it names the pages left out, rather than grow to megabytes no model reads.
    if (chars + part.length > maxChars) break;
    parts.push(part);
    chars += part.length + 6;
    included += 1;
  }
  const left = pages.length - included;
  if (left > 0) {
    parts.push(
      `This file stops at ${(maxChars / 1_000_000).toLocaleString("en-US")} million characters: ${left.toLocaleString("en-US")} more pages are listed, with their Markdown URLs, in ${urls.absolute("/llms.txt")}.\n`,
    );
  }
  return parts.join("\n---\n\n");
}
