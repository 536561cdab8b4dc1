import { quoteReceived } from "../../params/describe.js";
import { nearest } from "../../params/nearest.js";
import { ApiError } from "../errors.js";

/** The 404 for a well-formed slug that names nothing; the hint names the nearest slug when one is close. */
export function slugNotFound(
  kind: string,
  slug: string,
  slugs: Iterable<string>,
  listPath: string,
): ApiError {
  const guess = nearest(slug, slugs);
  return new ApiError({
    code: "not_found",
    message: `No ${kind} has the slug ${quoteReceived(slug)}.`,
    hint: guess
      ? `Did you mean \`${listPath}/${guess}\`? ${listPath} lists them all.`
      : `${listPath} lists every ${kind} with its slug.`,
  });
}
