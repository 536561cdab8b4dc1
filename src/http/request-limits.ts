/** Longest request target answered; longer ones get 414 (RFC 9110 section 15.5.15). */
export const maxUrlLength = 8192;
/** Largest header set answered; larger ones get 431 (RFC 6585 section 5). */
export const maxHeaderBytes = 16384;
/** Most header lines answered; more get 431 too (many small headers are as costly as big ones). */
export const maxHeaderCount = 100;

/** The request target of an absolute URL: its path and query, as the client sent them after the host. */
export function requestTarget(url: string): string {
  return url.slice(Math.max(url.indexOf("/", url.indexOf("//") + 2), 0));
}

/** The query parameter that makes a target too long by itself. */
export function longestQueryParameter(
  target: string,
): { readonly name: string; readonly length: number; readonly value: string } | undefined {
  const queryStart = target.indexOf("?");
  if (queryStart === -1) return undefined;
  let longest: { name: string; length: number; value: string } | undefined;
  for (const [name, value] of new URLSearchParams(target.slice(queryStart + 1)))
    if (!longest || name.length + value.length > longest.name.length + longest.length)
      longest = { name, length: value.length, value };
  // Only a parameter that alone makes the target too long is to blame; many short ones are the URL's length.
  if (!longest || longest.name.length + longest.length < target.length - maxUrlLength) return undefined;
  return longest;
}

/** A name as an error shows it: itself when short and plain, else its first 32 plain characters and "…". */
function shownName(name: string): string {
  return /^[A-Za-z0-9_.-]{1,64}$/.test(name) ? name : `${name.slice(0, 32).replace(/[^\x21-\x7e]/g, "?")}…`;
}

/**
 * What a request over the size limits is told, naming its longest parameter (the API uses `apiUrlTooLong`).
 * @example oversizeDetail(414, `/api/v1/search?q=${"x".repeat(9000)}`).parameter // "q"
 */
export function oversizeDetail(status: 414 | 431, target: string) {
  if (status === 431)
    return {
      message: `The request headers are too large (over ${maxHeaderBytes / 1024} KB or over ${maxHeaderCount} lines).`,
      hint: "Send fewer or smaller headers; this API reads none larger than a few hundred bytes.",
    };
  const longest = longestQueryParameter(target);
  const limit = `a request URL may be at most ${maxUrlLength.toLocaleString("en-US")} characters`;
  if (!longest)
    return {
      message: `The request URL is ${target.length.toLocaleString("en-US")} characters long; ${limit}.`,
      hint: "Send a shorter value: each parameter's allowed range is in /openapi.json.",
    };
  const name = shownName(longest.name);
  // A name that is the long part is blamed as one: no endpoint reads a parameter of that name.
  const longName = longest.name.length > longest.length;
  return {
    message: longName
      ? `Parameter \`${name}\` has a name ${longest.name.length.toLocaleString("en-US")} characters long; ${limit}.`
      : `Parameter \`${name}\` is ${longest.length.toLocaleString("en-US")} characters long; ${limit}.`,
    hint: longName
      ? "Send only the parameters the endpoint reads: each endpoint's parameters are in /openapi.json."
      : "Send a shorter value: each parameter's allowed range is in /openapi.json.",
    parameter: name,
  };
}

/** The plain-text body of a website's 414 or 431 (the API answers its JSON envelope instead). */
export function oversizeText(status: 414 | 431, target: string): string {
  return `${status === 414 ? "414 URI Too Long" : "431 Request Header Fields Too Large"}: ${oversizeDetail(status, target).message}\n`;
}
