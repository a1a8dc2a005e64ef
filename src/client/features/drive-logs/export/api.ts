/** Downloads of a student's log and the public check of a printed log (server: drive-logs/export). */
import { useQuery } from '@tanstack/react-query';
import type { LogVerification } from '../../../../shared/api/log-export';
import { api, ApiError, apiErrorOf } from '../../../lib/api';

export type LogFormat = 'pdf' | 'csv';

/** The file name the server chose (Content-Disposition), else a plain one. */
function fileNameOf(response: Response, format: LogFormat): string {
  const match = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  return match?.[1] ?? `roadlog-log.${format}`;
}

/**
 * Fetches the file and hands it to the browser as a download. Fetching first (rather than a
 * plain link) lets the page show progress and a translated error instead of a JSON page.
 */
export async function downloadLog(studentId: string, format: LogFormat, language: string): Promise<void> {
  const params = new URLSearchParams({ lang: language, tz: Intl.DateTimeFormat().resolvedOptions().timeZone });
  let response: Response;
  try {
    response = await fetch(`/api/students/${encodeURIComponent(studentId)}/drive-log.${format}?${params.toString()}`, {
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError('network-request-failed', 0, 'Network request failed');
  }
  if (!response.ok) {
    throw apiErrorOf(response, await response.json().catch(() => null));
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response, format);
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Give the browser time to start reading the blob before it is released.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export function useLogVerification(exportId: string) {
  return useQuery({
    queryKey: ['log-verification', exportId],
    queryFn: () => api<LogVerification>(`/api/log-verification/${encodeURIComponent(exportId)}`),
    // A missing or malformed reference will not appear by asking again.
    retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 1,
  });
}
