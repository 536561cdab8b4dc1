import { LRUCache } from "lru-cache";
import { type Representation, representationBytes } from "../http/representation.js";
import type { AnyOperation } from "./operation.js";

/** Per-snapshot budget of content answers kept from requests (LRU): walking `offset` cannot grow memory. */
export const keptAnswerBudget = { entries: 1_000, bytes: 16 * 1024 * 1024 } as const;

/** One snapshot's kept answers. */
export interface KeptAnswers {
  /** Being made or made at start, for the snapshot's life. */
  readonly prepared: Map<string, Promise<Representation>>;
  /** The same once made, so that a request for one is answered synchronously. */
  readonly ready: Map<string, Representation>;
  /** Made for requests, within `keptAnswerBudget`. */
  readonly fromRequests: LRUCache<string, Representation>;
}

/** A snapshot's empty tiers of kept answers, with their budgets. */
export function createKeptAnswers(): KeptAnswers {
  return {
    prepared: new Map(),
    ready: new Map(),
    fromRequests: new LRUCache<string, Representation>({
      max: keptAnswerBudget.entries,
      maxSize: keptAnswerBudget.bytes,
      sizeCalculation: (representation, key) => representationBytes(representation) + key.length * 2,
    }),
  };
}

/** The key of an answer in the kept tiers: the operation and its parsed parameters. */
export function keyOf(
  operation: AnyOperation,
  path: Record<string, string>,
  query: Record<string, unknown>,
): string {
  return `${operation.operationId} ${JSON.stringify(path)} ${JSON.stringify(query)}`;
}
