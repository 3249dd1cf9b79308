/** The status check: what eSewa's server says of a transaction, read within a time and size cap. */
import type { EsewaSettings } from './settings';
import { esewaAmountToPaisa, paisaToEsewaAmount } from './amounts';
import { jsonObjectMembers, scalarText } from './signatures';

/** Longest status-check answer read. */
const MAX_STATUS_BODY_BYTES = 64 * 1024;
const STATUS_TIMEOUT_MS = 10_000;

// ---------------------------------------------------------------------------------------------
// The status check

export type EsewaStatusFailure = 'timeout' | 'network' | 'http' | 'malformed' | 'mismatch';

/** The status check could not be read; the payment is not confirmed. */
export class EsewaStatusError extends Error {
  constructor(
    readonly kind: EsewaStatusFailure,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'EsewaStatusError';
  }
}

export interface EsewaTransactionStatus {
  /** One of ESEWA_STATUSES as eSewa spells it (anything else is passed on as it came). */
  status: string;
  /** eSewa's reference of a completed payment. */
  refId: string | null;
  totalPaisa: number | null;
}

/** The part of fetch the status check uses (the global fetch fits). */
export type EsewaFetch = (
  url: string,
  init: { method: 'GET'; headers: Record<string, string>; signal: AbortSignal },
) => Promise<Response>;

async function readCapped(response: Response, maxBytes: number): Promise<string | null> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel();
    return null;
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks));
  } catch {
    return null;
  }
}

/**
 * Asks eSewa for a payment's status. Throws EsewaStatusError when there is no readable answer
 * (network failure, timeout after 10 s, an error status, an answer about another payment).
 */
export async function checkTransactionStatus(
  settings: EsewaSettings,
  query: { totalPaisa: number; transactionUuid: string },
  fetchImpl: EsewaFetch = fetch,
): Promise<EsewaTransactionStatus> {
  const url = new URL(settings.statusUrl);
  url.searchParams.set('product_code', settings.productCode);
  url.searchParams.set('total_amount', paisaToEsewaAmount(query.totalPaisa));
  url.searchParams.set('transaction_uuid', query.transactionUuid);

  let body: string | null;
  try {
    const response = await fetchImpl(url.toString(), {
      method: 'GET',
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(STATUS_TIMEOUT_MS),
    });
    if (!response.ok) {
      await response.body?.cancel();
      throw new EsewaStatusError('http', `eSewa status check answered ${response.status}`);
    }
    body = await readCapped(response, MAX_STATUS_BODY_BYTES);
  } catch (error) {
    if (error instanceof EsewaStatusError) throw error;
    const timedOut =
      typeof error === 'object' &&
      error !== null &&
      'name' in error &&
      error.name === 'TimeoutError';
    throw new EsewaStatusError(
      timedOut ? 'timeout' : 'network',
      timedOut ? 'eSewa status check timed out' : 'eSewa status check failed',
      { cause: error },
    );
  }

  const members = body === null ? null : jsonObjectMembers(body);
  const status = members && scalarText(members, 'status');
  if (!members || !status) {
    throw new EsewaStatusError('malformed', 'eSewa status check gave no status');
  }
  const answeredUuid = scalarText(members, 'transaction_uuid');
  const answeredProduct = scalarText(members, 'product_code');
  if (
    (answeredUuid !== null && answeredUuid !== query.transactionUuid) ||
    (answeredProduct !== null && answeredProduct !== settings.productCode)
  ) {
    throw new EsewaStatusError('mismatch', 'eSewa status check answered about another payment');
  }
  const total = scalarText(members, 'total_amount');
  const refId = scalarText(members, 'ref_id');
  return {
    status,
    refId: refId === null || refId === '' ? null : refId,
    totalPaisa: total === null ? null : esewaAmountToPaisa(total),
  };
}
