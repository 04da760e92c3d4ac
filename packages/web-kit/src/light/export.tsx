// A list's exports (issue 28 item 4) without antd: the URL of `{list}/export.csv|xlsx` with the list's
// parameters in force, the download (fetched with the session cookie and handed to the browser as a
// file, so the page stays where it is; a refusal comes back as words to show), and the coach area's
// "CSV" / "Excel" buttons. The console's antd menu (ui/export-menu.tsx) uses the same download.
import { useState } from 'react';
import { getApiConfig } from '../api/base-query';

export type ExportFormat = 'csv' | 'xlsx';

/** The export's URL: the list's parameters but its paging. */
export function exportUrl(path: string, format: ExportFormat, params: Record<string, unknown> = {}): string {
  const q = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (key === 'page' || key === 'perPage' || value === undefined || value === null || value === '')
      continue;
    q.append(key, String(value));
  }
  const query = q.toString();
  return `${getApiConfig().baseUrl}${path}/export.${format}${query ? `?${query}` : ''}`;
}

/** The file name the server gave (Content-Disposition), else one of our own. */
function fileNameOf(res: Response, fallback: string): string {
  const disposition = res.headers.get('content-disposition') ?? '';
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? fallback;
}

async function refusalOf(res: Response): Promise<string> {
  if (res.status === 403) return 'You may not export this list.';
  if (res.status === 401) return 'Please sign in again to export.';
  try {
    const body = (await res.json()) as { message?: string; errors?: Record<string, string[]> };
    const first = body.errors ? Object.values(body.errors)[0]?.[0] : undefined;
    return first ?? body.message ?? `The export failed (${res.status}).`;
  } catch {
    return `The export failed (${res.status}).`;
  }
}

/** Fetches the export and saves it; resolves with an error message, or null when the file was saved. */
export async function downloadExport(
  url: string,
  headers: Record<string, string> = {},
): Promise<string | null> {
  let res: Response;
  try {
    res = await fetch(url, { credentials: 'include', headers });
  } catch {
    return 'The export could not reach the server. Try again.';
  }
  if (!res.ok) return refusalOf(res);
  let blob: Blob;
  try {
    blob = await res.blob();
  } catch {
    return 'The export was cut short. Try again.';
  }
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileNameOf(res, url.split('?')[0]!.split('/').pop()!);
  document.body.appendChild(link);
  link.click();
  link.remove();
  // After the click has handed the file over.
  setTimeout(() => URL.revokeObjectURL(href), 0);
  return null;
}

/** The export's state for a control: which format is on its way, and the last failure's words. */
export function useExport(
  path: string,
  params?: () => Record<string, unknown> | undefined,
  headers?: Record<string, string>,
) {
  const [running, setRunning] = useState<ExportFormat | null>(null);
  const [error, setError] = useState<string | null>(null);
  const run = async (format: ExportFormat) => {
    setRunning(format);
    setError(null);
    try {
      setError(await downloadExport(exportUrl(path, format, params?.() ?? {}), headers));
    } finally {
      setRunning(null);
    }
  };
  return { running, error, run };
}

/** Two plain buttons, "CSV" and "Excel", for the pages without antd (the coach area). */
export function ExportButtons({
  path,
  params,
  label,
  formats = ['csv', 'xlsx'],
}: {
  path: string;
  params?: () => Record<string, unknown> | undefined;
  /** The buttons to show: both unless a page offers one format otherwise. */
  formats?: readonly ExportFormat[];
  /** Names the list for screen readers: 'attendees' → "Export attendees as CSV". */
  label: string;
}) {
  const { running, error, run } = useExport(path, params);
  return (
    <span className="cw-row">
      {formats.map((format) => (
        <button
          key={format}
          type="button"
          className="cw-btn"
          disabled={running !== null}
          aria-busy={running === format}
          aria-label={`Export ${label} as ${format === 'csv' ? 'CSV' : 'Excel'}`}
          onClick={() => void run(format)}
        >
          {running === format ? 'Exporting…' : format === 'csv' ? 'CSV' : 'Excel'}
        </button>
      ))}
      {error ? (
        <span role="alert" style={{ color: 'var(--cw-error)' }}>
          {error}
        </span>
      ) : null}
    </span>
  );
}
