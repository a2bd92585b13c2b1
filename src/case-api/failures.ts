import { HTTPError, TimeoutError } from 'ky';
import { ADDRESS_REFUSED } from '../lib/address-policy';
import { readBody, safeJson } from './body';
import {
  CaseApiAddressError,
  type CaseApiError,
  CaseApiHttpError,
  CaseApiNetworkError,
  type CaseApiOperation,
  CaseApiRedirectError,
  CaseApiResponseError,
  CaseApiTimeoutError,
} from './errors';
import { envelopeSchema } from './schemas';

// What a call that got no usable answer comes to, as a typed error that keeps the operation and status.

/** The typed error for a request that got no usable response. */
export async function requestFailure(
  error: unknown,
  where: { operation: CaseApiOperation; caseId: number | undefined },
  signal: AbortSignal,
  baseUrl: string,
  timeoutMs: number,
): Promise<CaseApiError> {
  if (error instanceof HTTPError) {
    const status = error.response.status;
    if (status >= 300 && status < 400) {
      await error.response.body?.cancel().catch(() => undefined);
      return new CaseApiRedirectError({ ...where, status }, error.response.headers.get('location'), baseUrl);
    }
    // A failure status may still carry the service's own envelope: prefer its description.
    const body = await readBody(error.response, signal).catch(() => '');
    const envelope = envelopeSchema.safeParse(safeJson(body));
    if (envelope.success && envelope.data.errorCode !== 0) {
      return new CaseApiResponseError({ ...where, status }, envelope.data);
    }
    return new CaseApiHttpError({ ...where, status });
  }
  if (error instanceof TimeoutError || signal.aborted) return new CaseApiTimeoutError(where, timeoutMs);
  // The connection's lookup found the name in a private network: refused before connecting.
  if (causeCode(error) === ADDRESS_REFUSED) return new CaseApiAddressError(where, 'private');
  return new CaseApiNetworkError(where, error);
}

/** The code of an error or of any error it was caused by. */
function causeCode(error: unknown): string | undefined {
  for (let at: unknown = error, depth = 0; at && depth < 5; depth++) {
    const code = (at as { code?: unknown }).code;
    if (typeof code === 'string' && code === ADDRESS_REFUSED) return code;
    at = (at as { cause?: unknown }).cause;
  }
  return undefined;
}
