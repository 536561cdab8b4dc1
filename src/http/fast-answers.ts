import { commonHeaders } from "./common-headers.js";
import { type ContentCoding, chooseEncoding } from "./encoding.js";
import {
  type AnswerParts,
  answerParts,
  etagMatches,
  type Representation,
  type RespondOptions,
} from "./representation.js";

/** A prepared answer: one representation with the options it is always sent with. */
export interface PreparedVariant {
  readonly representation: Representation;
  readonly options: RespondOptions;
}

/** What a path answers: one representation, or HTML and Markdown chosen by `Accept`. */
export type PreparedEntry =
  | { readonly kind: "fixed"; readonly answer: PreparedVariant }
  | { readonly kind: "negotiated"; readonly html: PreparedVariant; readonly markdown: PreparedVariant };

/** The request facts a prepared answer depends on, as raw header values. */
export interface FastRequest {
  /** The request target as received: path and query. */
  readonly target: string;
  readonly accept?: string | undefined;
  readonly acceptEncoding?: string | undefined;
  readonly ifNoneMatch?: string | undefined;
}

/**
 * Prepared answers of one content snapshot by request target, for GET and HEAD: a request whose
 * target is here costs a map lookup and two small header decisions, and the answer's headers are
 * built once per variant and coding. Callers must not change the answer. A miss returns undefined and
 * the request takes the routed path, which gives the same answer more slowly.
 */
export interface FastAnswers {
  register(target: string, entry: PreparedEntry): void;
  answer(request: FastRequest): AnswerParts | undefined;
  readonly size: number;
}

/** Most targets one snapshot keeps (prepared paths plus query forms seen at run time). */
const maxTargets = 50_000;
/** Distinct header values whose decisions are remembered (clients send few distinct ones). */
const maxRemembered = 512;

function remembering<T>(decide: (header: string) => T): (header: string) => T {
  const memory = new Map<string, T>();
  return (header) => {
    let decision = memory.get(header);
    if (decision === undefined) {
      decision = decide(header);
      if (memory.size < maxRemembered && header.length <= 512) memory.set(header, decision);
    }
    return decision;
  };
}

const bothCodings = { br: true, gzip: true } as const;

/**
 * Creates the table. `negotiate` is the website's pure Accept rule (decisions.md section 3);
 * "none" (406) is left to the routed path.
 */
export function createFastAnswers(
  negotiate: (accept: string | undefined) => "html" | "markdown" | "none",
): FastAnswers {
  const entries = new Map<string, PreparedEntry>();
  const prepared = new WeakMap<PreparedVariant, Map<string, AnswerParts>>();
  const formatFor = remembering((accept) => negotiate(accept));
  const codingFor = remembering((acceptEncoding) => chooseEncoding(acceptEncoding, bothCodings) ?? null);
  const decideCoding = (
    header: string | null | undefined,
    available: Representation["codings"],
  ): ContentCoding | undefined => {
    if (!header) return undefined;
    const preferred = codingFor(header);
    if (preferred === null) return undefined;
    return available[preferred] ? preferred : chooseEncoding(header, available);
  };
  return {
    register(target, entry) {
      if (entries.size < maxTargets || entries.has(target)) entries.set(target, entry);
    },
    answer(request) {
      const entry = entries.get(request.target);
      if (!entry) return undefined;
      let variant: PreparedVariant;
      if (entry.kind === "fixed") variant = entry.answer;
      else {
        const format = request.accept === undefined ? "html" : formatFor(request.accept);
        if (format === "none") return undefined;
        variant = entry[format];
      }
      const coding = decideCoding(request.acceptEncoding, variant.representation.codings) ?? "identity";
      const notModified =
        request.ifNoneMatch !== undefined && etagMatches(request.ifNoneMatch, variant.representation.etag);
      // The answer depends only on (variant, coding, 304 or not): build it once, share it after.
      let answers = prepared.get(variant);
      if (!answers) {
        answers = new Map();
        prepared.set(variant, answers);
      }
      const key = notModified ? `${coding} 304` : coding;
      let parts = answers.get(key);
      if (!parts) {
        parts = answerParts(
          variant.representation,
          variant.options,
          request.acceptEncoding,
          request.ifNoneMatch,
          decideCoding,
        );
        Object.assign(parts.headers, commonHeaders);
        answers.set(key, parts);
      }
      return parts;
    },
    get size() {
      return entries.size;
    },
  };
}
