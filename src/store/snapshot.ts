import type { ContentGraph } from "../content/types.js";

/** Per-snapshot services derived from the graph (the search index, ...); extended by feature modules. */
// biome-ignore lint/suspicious/noEmptyInterface: extended by declaration merging in feature modules
export interface SnapshotServices {}

/** One consistent view of the content: the graph and everything derived from it. */
export interface Snapshot {
  readonly graph: ContentGraph;
  readonly services: SnapshotServices;
  /** Increases on every successful reload; part of cache keys. */
  readonly generation: number;
}

/** A factory deriving services (a search index, ...) from a graph; registered by feature modules. */
export type ServiceFactory = (graph: ContentGraph) => Partial<SnapshotServices>;

/** Builds a snapshot: the graph plus every service derived from it. */
export function createSnapshot(
  graph: ContentGraph,
  factories: readonly ServiceFactory[],
  generation = 1,
): Snapshot {
  const services = Object.assign({}, ...factories.map((factory) => factory(graph))) as SnapshotServices;
  return Object.freeze({ graph, services: Object.freeze(services), generation });
}
