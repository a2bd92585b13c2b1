// Reading the case service's answers: bounded in size, and JSON that may not be JSON.
import type { z } from 'zod';
import { type CaseApiOperation, CaseApiNotJsonError, CaseApiResponseError, CaseApiSchemaError } from './errors';
import { envelopeSchema } from './schemas';
import { bytesInHand } from '../lib/buffered-response';

/** Largest answer casebot reads; a bigger one is refused as garbage. */
export const MAX_BODY_BYTES = 8 * 1024 * 1024;

export function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export class BodyTooLarge extends Error {}

/** Reads a body as text; throws BodyTooLarge past MAX_BODY_BYTES. */
export async function readBody(response: Response, signal: AbortSignal): Promise<string> {
  // Read whole already by casebot's own fetch (which stops reading past its cap): its size is known.
  const inHand = bytesInHand(response);
  if (inHand !== undefined) {
    if (inHand > MAX_BODY_BYTES) throw new BodyTooLarge();
    return response.text();
  }
  const declared = Number(response.headers.get('content-length') ?? '0');
  if (declared > MAX_BODY_BYTES) {
    await response.body?.cancel();
    throw new BodyTooLarge();
  }
  if (!response.body) return '';
  const encoding = response.headers.get('content-encoding');
  if (response.headers.has('content-length') && (!encoding || encoding === 'identity')) {
    // Size known and within bounds: one read, without the cost of iterating a web stream.
    return new TextDecoder().decode(await response.arrayBuffer());
  }
  const decoder = new TextDecoder();
  let size = 0;
  let text = '';
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    if (signal.aborted) throw signal.reason;
    size += chunk.byteLength;
    if (size > MAX_BODY_BYTES) {
      await response.body.cancel().catch(() => undefined);
      throw new BodyTooLarge();
    }
    text += decoder.decode(chunk, { stream: true });
  }
  return text + decoder.decode();
}

/**
 * An answer read as JSON, then as the service's envelope (a non-zero errorCode is its refusal), then
 * against the operation's schema: each failure its own typed error.
 */
export function parseBody<S extends z.ZodType>(
  operation: CaseApiOperation,
  response: { status: number; contentType: string | null; text: string },
  schema: S,
  caseId: number | undefined,
): z.infer<S> {
  const where = { operation, caseId, status: response.status };
  const json = safeJson(response.text);
  if (json === undefined) throw new CaseApiNotJsonError(where, response.contentType);
  // A proper answer is read once (the operation's schema holds the envelope's fields too); anything
  // else is read again as an envelope, to say which of the failures below it is.
  const parsed = schema.safeParse(json);
  if (parsed.success && succeeded(parsed.data)) return parsed.data;
  const envelope = envelopeSchema.safeParse(json);
  if (!envelope.success) throw new CaseApiSchemaError(where, envelope.error);
  if (envelope.data.errorCode !== 0) throw new CaseApiResponseError(where, envelope.data);
  if (!parsed.success) throw new CaseApiSchemaError(where, parsed.error);
  return parsed.data;
}

/** An answer whose envelope says it succeeded (errorCode 0). */
const succeeded = (data: unknown) =>
  typeof data === 'object' && data !== null && 'errorCode' in data && data.errorCode === 0;
