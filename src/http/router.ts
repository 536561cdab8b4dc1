import type { Incoming } from "./incoming.js";
import type { AnswerParts } from "./representation.js";

/** A request as a route's handler receives it: the request, its parsed URL and the path parameters. */
export interface RoutedRequest {
  readonly incoming: Incoming;
  /** The target parsed as a URL (dot segments resolved, as every runtime's URL parser does). */
  readonly url: URL;
  /** The percent-decoded path routes are matched on. */
  readonly path: string;
  /** Path parameters by name, percent-decoded. */
  readonly params: Readonly<Record<string, string>>;
}

/** What a route answers with: at once, or after reading or making something. */
export type RouteHandler = (request: RoutedRequest) => AnswerParts | Promise<AnswerParts>;

/** One address of the service and how it is answered. */
export interface Route {
  /** The address pattern (`/api/v1/articles/{slug}`; a parameter is one path segment). */
  readonly pattern: string;
  /** Answers GET and HEAD; with `anyMethod`, every method. */
  readonly answer: RouteHandler;
  /** Whether `answer` takes every method (the MCP endpoint); otherwise others get `refuse`. */
  readonly anyMethod?: boolean;
  /** The answer to a method other than GET and HEAD; the router's fallback when absent. */
  readonly refuse?: RouteHandler;
}

/** A route found for a path, with its parameters. */
export interface RouteMatch {
  readonly route: Route;
  readonly params: Readonly<Record<string, string>>;
}

/** A parameter value percent-decoded (`a%2Fb` is `a/b`); a broken escape stays as sent. */
function decodedParam(value: string): string {
  if (!value.includes("%")) return value;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** A router over a route table: exact addresses by map lookup, then patterns, the first in the table wins. */
export function createRouter(routes: readonly Route[]): (path: string) => RouteMatch | undefined {
  const exact = new Map<string, Route>();
  const patterns: { route: Route; segments: string[] }[] = [];
  for (const route of routes) {
    if (!route.pattern.includes("{")) {
      if (!exact.has(route.pattern)) exact.set(route.pattern, route);
    } else patterns.push({ route, segments: route.pattern.split("/") });
  }
  const none: Readonly<Record<string, string>> = {};
  return (path) => {
    const route = exact.get(path);
    if (route) return { route, params: none };
    const segments = path.split("/");
    for (const candidate of patterns) {
      if (candidate.segments.length !== segments.length) continue;
      const params: Record<string, string> = {};
      const matches = candidate.segments.every((segment, index) => {
        const sent = segments[index]!;
        if (!segment.startsWith("{")) return segment === sent;
        params[segment.slice(1, -1)] = decodedParam(sent);
        return sent.length > 0;
      });
      if (matches) return { route: candidate.route, params };
    }
    return undefined;
  };
}
