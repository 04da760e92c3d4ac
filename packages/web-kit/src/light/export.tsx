// A list's exports (issue 28 item 4) without antd: the URL of `{list}/export.csv|xlsx` with the list's
// parameters in force, the download (fetched with the session cookie and handed to the browser as a
// file, so the page stays where it is; a refusal comes back as words to show), and the coach area's
// "CSV" / "Excel" buttons. The console's antd menu (ui/export-menu.tsx) uses the same download. Its words
// follow the page's language (the coach area's German), English in the console. An entry of its own
// ('@coachwork/web-kit/export'), bundled by the apps that export: the API's configuration and the page's
// language come from the shared web-kit.
import { useState } from 'react';
import { DEFAULT_LANGUAGE, getApiConfig, messagesIn, useMessages, type Language } from '@coachwork/web-kit';
import { EXPORT_MESSAGES } from './export-messages';

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

async function refusalOf(res: Response, lang: Language): Promise<string> {
  const { t } = messagesIn(EXPORT_MESSAGES, lang);
  if (res.status === 403) return t('export.forbidden');
  if (res.status === 401) return t('export.signIn');
  try {
    // The server's own words (its 422 bag or message) are shown as they come.
    const body = (await res.json()) as { message?: string; errors?: Record<string, string[]> };
    const first = body.errors ? Object.values(body.errors)[0]?.[0] : undefined;
    return first ?? body.message ?? t('export.failed', { status: res.status });
  } catch {
    return t('export.failed', { status: res.status });
  }
}

/**
 * Fetches the export and saves it; resolves with an error message (in `lang`, English by default), or
 * null when the file was saved.
 */
export async function downloadExport(
  url: string,
  headers: Record<string, string> = {},
  lang: Language = DEFAULT_LANGUAGE,
): Promise<string | null> {
  const { t } = messagesIn(EXPORT_MESSAGES, lang);
  let res: Response;
  try {
    res = await fetch(url, { credentials: 'include', headers });
  } catch {
    return t('export.unreachable');
  }
  if (!res.ok) return refusalOf(res, lang);
  let blob: Blob;
  try {
    blob = await res.blob();
  } catch {
    return t('export.cutShort');
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
  const { lang } = useMessages(EXPORT_MESSAGES);
  const [running, setRunning] = useState<ExportFormat | null>(null);
  const [error, setError] = useState<string | null>(null);
  const run = async (format: ExportFormat) => {
    setRunning(format);
    setError(null);
    try {
      setError(await downloadExport(exportUrl(path, format, params?.() ?? {}), headers, lang));
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
  /** Names the list for screen readers, in the page's language: 'attendees' → "Export attendees as CSV". */
  label: string;
}) {
  const { t } = useMessages(EXPORT_MESSAGES);
  const { running, error, run } = useExport(path, params);
  return (
    <span className="cw-row">
      {formats.map((format) => {
        const name = t(format === 'csv' ? 'export.csv' : 'export.excel');
        return (
          <button
            key={format}
            type="button"
            className="cw-btn"
            disabled={running !== null}
            aria-busy={running === format}
            aria-label={t('export.as', { list: label, format: name })}
            onClick={() => void run(format)}
          >
            {running === format ? t('export.running') : name}
          </button>
        );
      })}
      {error ? (
        <span role="alert" style={{ color: 'var(--cw-error)' }}>
          {error}
        </span>
      ) : null}
    </span>
  );
}
