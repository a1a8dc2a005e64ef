import { isErrorCode, type ErrorBody, type ErrorCode, type ErrorDetails, type FieldErrors } from '../../shared/errors';

/**
 * An API failure with the server's stable code; the UI shows t(`errors.${code}`) (ErrorAlert),
 * a form shows `fields` next to its fields, and `details` (ErrorDetails) fills in the message.
 */
export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly status: number,
    message: string,
    readonly fields?: FieldErrors,
    readonly details?: ErrorDetails,
  ) {
    super(message);
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Only string values: what FieldErrors and ErrorDetails hold. */
function stringsOf(value: unknown): Record<string, string> | undefined {
  if (!isRecord(value)) return undefined;
  const out: Record<string, string> = {};
  for (const [key, v] of Object.entries(value)) if (typeof v === 'string') out[key] = v;
  return out;
}

/**
 * The ApiError of a failed response from its parsed body (ErrorBody, or anything else). An answer
 * that is not ours (no known code) is `rate-limited` for a 429 and `unknown` otherwise.
 */
export function apiErrorOf(response: Pick<Response, 'status' | 'statusText'>, body: unknown): ApiError {
  const error: Partial<Record<keyof ErrorBody['error'], unknown>> =
    isRecord(body) && isRecord(body.error) ? body.error : {};
  const code = isErrorCode(error.code) ? error.code : response.status === 429 ? 'rate-limited' : 'unknown';
  const message = typeof error.message === 'string' ? error.message : response.statusText;
  return new ApiError(code, response.status, message, stringsOf(error.fields), stringsOf(error.details));
}

export async function api<T>(
  path: string,
  init: { method?: string; body?: unknown; signal?: AbortSignal } = {},
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      credentials: 'same-origin',
      headers: init.body === undefined ? {} : { 'content-type': 'application/json' },
      body: init.body === undefined ? null : JSON.stringify(init.body),
      ...(init.signal ? { signal: init.signal } : {}),
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError('network-request-failed', 0, 'Network request failed');
  }
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  const body: unknown = text ? safeJson(text) : null;
  if (!response.ok) throw apiErrorOf(response, body);
  return body as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export function errorCodeOf(error: unknown): ErrorCode {
  return error instanceof ApiError ? error.code : 'unknown';
}
