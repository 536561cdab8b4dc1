import type { AnyOperation } from "../../api/operation.js";

/** Operations grouped by their OpenAPI tag, in route-table order. */
export function operationsByTag(
  operations: readonly AnyOperation[],
): ReadonlyMap<string, readonly AnyOperation[]> {
  const groups = new Map<string, AnyOperation[]>();
  for (const operation of operations)
    groups.set(operation.tag, [...(groups.get(operation.tag) ?? []), operation]);
  return groups;
}

/** A curl command line for an absolute URL, quoted for a POSIX shell. */
export function curl(url: string, headers: readonly string[] = []): string {
  return ["curl", ...headers.map((header) => `-H '${header}'`), `'${url}'`].join(" ");
}
