import type { ContentProblem } from "./problem.js";

/** What the links of the content may point at. */
export interface LinkTargets {
  /** Every path the site answers, plus pages left out for problems of their own. */
  readonly sitePaths: ReadonlySet<string>;
  /** The heading ids of each content page, by site path; other pages' anchors are not checked. */
  readonly anchors: ReadonlyMap<string, ReadonlySet<string>>;
}

/** Where a link is: its file and line or field, and the site path of the page it is on. */
export interface LinkPlace extends Pick<ContentProblem, "file" | "line" | "field"> {
  /** The site path of the page holding the link, for `#anchor` links to the same page. */
  readonly page?: string | undefined;
}

function anchorProblem(
  where: Omit<ContentProblem, "message">,
  href: string,
  anchor: string,
  ids: ReadonlySet<string> | undefined,
  target: string,
): ContentProblem | undefined {
  if (anchor === "" || ids === undefined || ids.has(anchor)) return undefined;
  const choices = [...ids].map((id) => `#${id}`);
  return {
    ...where,
    message: `links to ${href}, but ${target} has no heading with the id "${anchor}"`,
    fix:
      choices.length > 0
        ? `use one of ${choices.join(", ")}, or remove the #${anchor} part`
        : `remove the #${anchor} part: that page has no headings to link to`,
  };
}

/** Checks one link: a path the site answers, an `#anchor` its page has, or an absolute https/mailto URL. */
export function checkLink(place: LinkPlace, href: string, targets: LinkTargets): ContentProblem | undefined {
  const { file, line, field, page } = place;
  const where = { file, ...(line === undefined ? {} : { line }), ...(field ? { field } : {}) };
  const hash = href.indexOf("#");
  let anchor = "";
  try {
    anchor = hash === -1 ? "" : decodeURIComponent(href.slice(hash + 1));
  } catch {
    return {
      ...where,
      message: `links to ${href}, whose #part has a malformed %-escape`,
      fix: "write the anchor as plain text",
    };
  }
  if (href.startsWith("#") && page !== undefined) {
    return anchorProblem(where, href, anchor, targets.anchors.get(page), "this page");
  }
  if (href.startsWith("/") && !href.startsWith("//")) {
    const path = href.replace(/[?#].*$/, "") || "/";
    if (targets.sitePaths.has(path))
      return anchorProblem(where, href, anchor, targets.anchors.get(path), path);
    return {
      ...where,
      message: `links to ${href}, which is not a page of the site`,
      fix: "correct the path or remove the link",
    };
  }
  if (/^(https?:\/\/|mailto:)/.test(href)) return undefined;
  return {
    ...where,
    message: `has the link "${href}", which is neither a site path nor an absolute URL`,
    fix: "write site links as /guide/slug, /blog/slug, /tools/slug or /for/slug, and other links in full (https://...)",
  };
}
