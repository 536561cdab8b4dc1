/** One request of the mixed traffic and what a correct answer looks like. */
export interface TrafficCase {
  readonly method: string;
  readonly path: string;
  readonly headers?: Record<string, string>;
  readonly status: number;
  /** Expected start of the Content-Type, when the answer has a body. */
  readonly type?: string;
}

/** A word no page uses, different for every `n`: `{n}` in a case's path and headers becomes one. */
export function distinctWord(n: number): string {
  let word = "";
  let rest = n;
  do {
    word += String.fromCharCode(97 + (rest % 26));
    rest = Math.floor(rest / 26);
  } while (rest > 0);
  return `zq${word}`;
}

let sent = 0;

/** A case with `{n}` replaced by a word never sent before (the soak's distinct inputs). */
export function instantiate(item: TrafficCase): TrafficCase {
  if (!item.path.includes("{n}") && !Object.values(item.headers ?? {}).some((value) => value.includes("{n}")))
    return item;
  const word = distinctWord(sent++);
  return {
    ...item,
    path: item.path.replaceAll("{n}", word),
    ...(item.headers
      ? {
          headers: Object.fromEntries(
            Object.entries(item.headers).map(([name, value]) => [name, value.replaceAll("{n}", word)]),
          ),
        }
      : {}),
  };
}

/** Builds the mixed traffic from the live service: every page of the sitemap, the API, and bad requests. */
export async function buildTraffic(base: string): Promise<TrafficCase[]> {
  const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  const docs = (await (await fetch(`${base}/api/v1/docs`)).json()) as {
    sections: { pages: { slug: string }[] }[];
  };
  const articles = (await (await fetch(`${base}/api/v1/articles?limit=100`)).json()) as {
    articles: { slug: string }[];
  };
  const json = "application/json";
  const cases: TrafficCase[] = [
    ...pages.map((path) => ({ method: "GET", path, status: 200, type: "text/html" })),
    ...pages
      .filter((path) => path !== "/")
      .map((path) => ({ method: "GET", path: `${path}.md`, status: 200, type: "text/markdown" })),
    ...pages.slice(0, 20).map((path) => ({
      method: "GET",
      path,
      headers: { Accept: "text/markdown, text/html, */*" },
      status: 200,
      type: "text/markdown",
    })),
    { method: "GET", path: "/api/v1", status: 200, type: json },
    { method: "GET", path: "/openapi.json", status: 200, type: json },
    { method: "GET", path: "/api/v1/app", status: 200, type: json },
    { method: "GET", path: "/api/v1/releases?limit=5", status: 200, type: json },
    { method: "GET", path: "/api/v1/articles?category=Health&limit=3", status: 200, type: json },
    { method: "GET", path: "/api/v1/calculators", status: 200, type: json },
    ...docs.sections
      .flatMap((section) => section.pages)
      .map((page) => ({ method: "GET", path: `/api/v1/docs/${page.slug}`, status: 200, type: json })),
    ...articles.articles.map((article) => ({
      method: "GET",
      path: `/api/v1/articles/${article.slug}`,
      status: 200,
      type: json,
    })),
    {
      method: "GET",
      path: "/api/v1/calculators/bmi?units=metric&height=172&weight=68.5",
      status: 200,
      type: json,
    },
    {
      method: "GET",
      path: "/api/v1/calculators/steps-to-miles?steps=12345&stride=height&heightIn=70",
      status: 200,
      type: json,
    },
    { method: "GET", path: "/api/v1/calculators/heart-rate-zones?age=45", status: 200, type: json },
    { method: "GET", path: "/api/v1/search?q=phone+watch+steps", status: 200, type: json },
    {
      method: "GET",
      path: "/api/v1/search?q=calroies+from+10000+steps&type=calculator",
      status: 200,
      type: json,
    },
    { method: "GET", path: "/search?q=streak+lost", status: 200, type: "text/html" },
    { method: "GET", path: "/tools/bmi?units=imperial&height=70&weight=180", status: 200, type: "text/html" },
    { method: "GET", path: "/llms.txt", status: 200, type: "text/plain" },
    { method: "GET", path: "/whats-new.json", status: 200, type: json },
    { method: "GET", path: "/api/v1/articles?limit=0", status: 400, type: json },
    { method: "GET", path: "/api/v1/search", status: 400, type: json },
    { method: "GET", path: "/api/v1/calculators/bmi?height=abc", status: 400, type: json },
    { method: "GET", path: "/api/v1/nope", status: 404, type: json },
    { method: "GET", path: "/api/v1/docs/no-such-page", status: 404, type: json },
    { method: "POST", path: "/api/v1/app", status: 405, type: json },
    { method: "GET", path: "/no-such-page", status: 404, type: "text/html" },
    { method: "GET", path: "/guide/", status: 308 },
    // Distinct every time (issue 19): memory must stay flat however many a client sends.
    { method: "GET", path: "/api/v1/search?q=walking+{n}", status: 200, type: json },
    { method: "GET", path: "/api/v1/search?q=stpes+calroies+{n}", status: 200, type: json },
    { method: "GET", path: "/search?q=streak+{n}", status: 200, type: "text/html" },
    { method: "GET", path: "/guide/{n}-streaks", status: 404, type: "text/html" },
    { method: "GET", path: "/wp-admin/{n}.php", status: 404, type: "text/html" },
    {
      method: "GET",
      path: "/guide",
      headers: { Accept: "text/html, application/x-{n}", "Accept-Encoding": "gzip, x-{n}" },
      status: 200,
      type: "text/html",
    },
    {
      method: "GET",
      path: "/guide",
      headers: { Accept: "application/json" },
      status: 406,
      type: "text/plain",
    },
  ];
  return cases;
}

/** The outcome of one request against its case. */
export type Outcome = "ok" | "malformed" | "failed";

/** Sends one case and checks status, type and, for JSON, that the body parses. */
export async function send(
  base: string,
  item: TrafficCase,
  signal?: AbortSignal,
): Promise<{ outcome: Outcome; detail?: string }> {
  try {
    const response = await fetch(`${base}${item.path}`, {
      method: item.method,
      headers: item.headers ?? {},
      redirect: "manual",
      signal: signal ?? AbortSignal.timeout(15_000),
    });
    const body = await response.text();
    if (response.status !== item.status)
      return {
        outcome: "malformed",
        detail: `${item.method} ${item.path}: ${response.status} != ${item.status}`,
      };
    const type = response.headers.get("content-type") ?? "";
    if (item.type && !type.startsWith(item.type))
      return { outcome: "malformed", detail: `${item.path}: type ${type}` };
    if (item.type === "application/json") JSON.parse(body);
    if (item.status === 200 && body.length === 0)
      return { outcome: "malformed", detail: `${item.path}: empty body` };
    return { outcome: "ok" };
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).name;
    return { outcome: "failed", detail: `${item.method} ${item.path}: ${cause}` };
  }
}
