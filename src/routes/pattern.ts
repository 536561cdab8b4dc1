/** Path parameters of an address, by name (`{ slug: "how-streaks-work" }`). */
export type Params = Readonly<Record<string, string>>;

const parameter = /\{(\w+)\}/g;

/** The path of an address pattern with its parameters filled in. */
export function fillPattern(pattern: string, params: Params = {}): string {
  return pattern.replace(parameter, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${pattern} needs the parameter ${name}`);
    return value;
  });
}

/** The Markdown variant of a page path (docs/website.md: `/` is `/index.md`). */
export function markdownPath(path: string): string {
  return path === "/" ? "/index.md" : `${path}.md`;
}
