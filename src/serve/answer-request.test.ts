import { describe, expect, it } from "vitest";
import { incomingOfRequest } from "../http/incoming.js";
import type { AnswerParts } from "../http/representation.js";
import type { RequestLogEntry } from "../http/request-log.js";
import { createRouter } from "../http/router.js";
import { answerRouted, type RequestPath } from "./answer-request.js";
import { responseOf } from "./web-app.js";

/** A request path whose one route throws what `failure` gives, and the lines it logs. */
function pathWithFailingRoute(pattern: string) {
  const lines: RequestLogEntry[] = [];
  const paths: RequestPath = {
    baseUrl: "https://stepzy.test",
    encoders: {},
    operations: [],
    route: createRouter([
      {
        pattern,
        answer: () => {
          throw new Error("secret internal detail at /srv/app.js:12");
        },
      },
    ]),
    contentVersion: () => "v1",
    page: () => Promise.reject(new Error("secret page failure at /srv/page.js:3")),
    siteError: (): AnswerParts => ({ status: 500, headers: { "Content-Type": "text/html" }, body: null }),
    log: (entry) => lines.push(entry),
  };
  const ask = async (target: string) =>
    responseOf("GET", await answerRouted(incomingOfRequest(new Request(`http://localhost${target}`)), paths));
  return { ask, lines };
}

describe("error boundary", () => {
  it("answers an unexpected failure under /api with a generic JSON 500 and logs the stack", async () => {
    const { ask, lines } = pathWithFailingRoute("/api/v1/failing");
    const response = await ask("/api/v1/failing");
    expect(response.status).toBe(500);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(response.headers.get("x-content-version")).toBe("v1");
    const text = await response.text();
    expect(text).not.toContain("secret");
    expect(text).not.toContain(".js:");
    expect(JSON.parse(text).error).toMatchObject({ code: "upstream_error", status: 500 });
    expect(
      lines.some((line) => line.level === "error" && line.error?.includes("secret internal detail")),
    ).toBe(true);
  });

  it("answers a page that fails asynchronously with the site's 500 page", async () => {
    const { ask, lines } = pathWithFailingRoute("/api/v1/failing");
    const response = await ask("/guide/anything");
    expect(response.status).toBe(500);
    expect(response.headers.get("content-type")).toBe("text/html");
    expect(lines.some((line) => line.error?.includes("secret page failure"))).toBe(true);
  });
});

describe("dot segments", () => {
  const paths: RequestPath = {
    baseUrl: "https://stepzy.test",
    encoders: {},
    operations: [],
    route: createRouter([]),
    contentVersion: () => "v1",
    page: (): AnswerParts => ({ status: 404, headers: { "Content-Type": "text/html" }, body: null }),
    siteError: (): AnswerParts => ({ status: 500, headers: { "Content-Type": "text/html" }, body: null }),
    log: () => {},
  };
  // A target exactly as sent (a Web Request would resolve its dot segments first).
  const ask = (target: string) =>
    answerRouted({ ...incomingOfRequest(new Request("http://localhost/")), target }, paths) as AnswerParts;

  it.each([
    ["/x/..//evil.example/", "/evil.example/"],
    ["/guide/%2e%2e/%2e%2e//evil.example/path?q=1", "/evil.example/path?q=1"],
    ["/zz/../guide?x=1", "/guide?x=1"],
  ])("redirects %s on this host, to %s", (target, location) => {
    const answer = ask(target);
    expect(answer.status).toBe(308);
    expect(answer.headers.Location).toBe(location);
  });

  it("answers /api%2Fv1/app as under /api: a JSON 404, not a page", () => {
    const answer = ask("/api%2Fv1%2Fapp");
    expect(answer.status).toBe(404);
    expect(answer.headers["Content-Type"]).toContain("application/json");
  });

  it.each(["/guide/..%2fblog", "/guide%2f..", "/%2e%2e%2fguide"])(
    "routes %s, which resolves to itself, rather than redirecting it to itself",
    (target) => {
      expect(ask(target).status).toBe(404);
    },
  );
});
