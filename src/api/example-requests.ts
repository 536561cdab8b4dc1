import type { ParamDecl, ParamDecls } from "../params/declare.js";
import { examplePair } from "../params/describe.js";
import type { AnyOperation } from "./operation.js";

/** The operation's path with its path parameters' declared examples filled in. */
function examplePath(operation: AnyOperation): string {
  return operation.path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const decl = (operation.pathParams as Record<string, ParamDecl>)[name];
    return decl && "example" in decl ? decl.example : name;
  });
}

/**
 * The request that shows an operation at its best: its `example` query, else its fullest generated request.
 * @example showcaseRequest(searchContent) // "/api/v1/search?q=streak+freze&type=doc&limit=3"
 */
export function showcaseRequest(operation: AnyOperation): string {
  const path = examplePath(operation);
  return operation.example ? `${path}?${operation.example}` : (exampleRequests(operation).at(-1) ?? path);
}

/**
 * Example requests: the required parameters, then with the first optional one, then the `example` query.
 * @example exampleRequests(getDoc) // ["/api/v1/docs/how-streaks-work"]
 */
export function exampleRequests(operation: AnyOperation): readonly string[] {
  const path = examplePath(operation);
  const entries = Object.entries(operation.query as ParamDecls);
  const required = entries.filter(([, decl]) => decl.kind === "text" && decl.required);
  const optional = entries.find(([, decl]) => !(decl.kind === "text" && decl.required));
  const withQuery = (pairs: readonly (readonly [string, ParamDecl])[]) =>
    pairs.length ? `${path}?${pairs.map(([name, decl]) => examplePair(name, decl)).join("&")}` : path;
  const first = withQuery(required);
  const generated = optional ? [first, withQuery([...required, optional])] : [first];
  return operation.example ? [...generated, `${path}?${operation.example}`] : generated;
}
