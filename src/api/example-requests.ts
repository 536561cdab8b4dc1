import type { ParamDecl, ParamDecls } from "../params/declare.js";
import { examplePair } from "../params/describe.js";
import type { AnyOperation } from "./operation.js";

/**
 * Example request paths for an operation: one with only its required parameters and, when it has
 * optional ones, one that also sets the first of them; path parameters use their declared examples.
 * @example exampleRequests(getDoc) // ["/api/v1/docs/how-streaks-work"]
 */
export function exampleRequests(operation: AnyOperation): readonly string[] {
  const path = operation.path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const decl = (operation.pathParams as Record<string, ParamDecl>)[name];
    return decl && "example" in decl ? decl.example : name;
  });
  const entries = Object.entries(operation.query as ParamDecls);
  const required = entries.filter(([, decl]) => decl.kind === "text" && decl.required);
  const optional = entries.find(([, decl]) => !(decl.kind === "text" && decl.required));
  const withQuery = (pairs: readonly (readonly [string, ParamDecl])[]) =>
    pairs.length ? `${path}?${pairs.map(([name, decl]) => examplePair(name, decl)).join("&")}` : path;
  const first = withQuery(required);
  return optional ? [first, withQuery([...required, optional])] : [first];
}
