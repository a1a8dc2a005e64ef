import { isErrorCode, type ErrorCode } from '../../shared/errors';

/** An API failure with the server's stable code; the UI shows t(`errors.${code}`). */
export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly status: number,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export async function api<T>(path: string, init: { method?: string; body?: unknown; signal?: AbortSignal } = {}): Promise<T> {
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
  if (!response.ok) {
    const error = (body as { error?: { code?: unknown; message?: string; fields?: Record<string, string> } } | null)?.error;
    const code = isErrorCode(error?.code) ? error.code : response.status === 429 ? 'rate-limited' : 'unknown';
    throw new ApiError(code, response.status, error?.message ?? response.statusText, error?.fields);
  }
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
