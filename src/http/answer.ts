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

/** A Web Response (what the MCP SDK answers) as an answer: its body read whole (MCP answers are bounded). */
export async function answerOfResponse(response: Response): Promise<AnswerParts> {
  const headers = Object.fromEntries(response.headers);
  const body = response.body === null ? null : new Uint8Array(await response.arrayBuffer());
  return plainAnswer(response.status, headers, body);
}
