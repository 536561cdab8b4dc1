import type { AnswerParts } from "./representation.js";

const textEncoder = new TextEncoder();

/** An answer with a body made here (an error, a redirect), its `Content-Length` stated for HEAD and GET. */
export function plainAnswer(
  status: number,
  headers: Readonly<Record<string, string>>,
  body: string | Uint8Array | null,
): AnswerParts {
  if (body === null) return { status, headers: { ...headers }, body: null };
  const bytes = typeof body === "string" ? textEncoder.encode(body) : body;
  return { status, headers: { ...headers, "Content-Length": String(bytes.byteLength) }, body: bytes };
}
