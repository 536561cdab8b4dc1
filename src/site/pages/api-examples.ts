/** A curl command line for an absolute URL, quoted for a POSIX shell. */
export function curl(url: string, headers: readonly string[] = []): string {
  return ["curl", ...headers.map((header) => `-H '${header}'`), `'${url}'`].join(" ");
}
