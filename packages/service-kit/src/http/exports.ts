// Exports of a list (issue 28 item 4): `${list}/export.csv` and `${list}/export.xlsx` answer every row
// the list's own query matches (its filters, search and sort; its access rule, since the rows come
// from the list's own loader), written to the response a page at a time: a large table never sits in
// memory, and a slow reader holds the next page back instead of piling it up.
import { once } from 'node:events';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Request, RequestHandler, Response, Router } from 'express';
import { stringify } from 'csv-stringify';
import type ExcelJSType from 'exceljs';
import { LIST_MAX_PER_PAGE, type ListMeta } from '@coachwork/contracts';
import { parseListQuery, type ListQuery, type ListSpec } from '../list/list-query';
import type { ApiAccess, ApiRoute } from './api-doc';

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export type ExportCell = string | number | boolean | Date | null | undefined;

export interface ExportColumn<Item> {
  header: string;
  value: (item: Item) => ExportCell;
  /**
   * How a spreadsheet shows the cell: 'date' (a date-time cell), 'money' (a number with two decimals),
   * 'number'; text otherwise. CSV writes dates as ISO 8601 and numbers as they are.
   */
  type?: 'date' | 'money' | 'number';
  /** Column width in characters (XLSX); 18 unless given. */
  width?: number;
}

const CONTENT_TYPE: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

const NUMBER_FORMAT = { date: 'yyyy-mm-dd hh:mm', money: '#,##0.00', number: '0' } as const;

/**
 * A text a spreadsheet would run as a formula (= + - @, or a tab or carriage return that some strip
 * before looking) gets a leading ' as OWASP advises; numbers, dates and booleans are data, never code.
 */
export function defuseFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

function csvCell(value: ExportCell): string | number {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return defuseFormula(value);
}

/** A date-time string of the API (ISO 8601) as a Date, for a typed spreadsheet cell. */
export function exportDate(value: string | Date | null | undefined): Date | null {
  if (!value) return null;
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** A decimal string of the API ('12.50') as a number; null stays empty. */
export function exportNumber(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
}

/** `bookings-2026-11-27.csv`: the table and the day it was taken. */
export function exportFilename(name: string, format: ExportFormat, now = new Date()): string {
  return `${name}-${now.toISOString().slice(0, 10)}.${format}`;
}

export interface StreamExportOptions<Item> {
  /** The table's name, for the file name and the sheet: 'bookings'. */
  name: string;
  format: ExportFormat;
  columns: readonly ExportColumn<Item>[];
  /**
   * The rows a batch at a time. The first batch is read before any byte is sent, so a refusal there
   * (403, 404, 422) is still an ordinary error answer; a failure later cuts the download short (the
   * connection is destroyed, so no file looks complete that is not).
   */
  batches: AsyncIterator<readonly Item[]>;
}

/** Writes the batches to the response as CSV (UTF-8 with BOM, RFC 4180) or XLSX, with a header row. */
export async function streamExport<Item>(res: Response, o: StreamExportOptions<Item>): Promise<void> {
  const first = await o.batches.next();
  res
    .type(CONTENT_TYPE[o.format])
    .set('Content-Disposition', `attachment; filename="${exportFilename(o.name, o.format)}"`)
    .set('Cache-Control', 'private, no-store');
  async function* all(): AsyncGenerator<readonly Item[]> {
    if (first.done) return;
    yield first.value;
    for (let next = await o.batches.next(); !next.done; next = await o.batches.next()) yield next.value;
  }
  try {
    if (o.format === 'csv') await writeCsv(res, o.columns, all());
    else await writeXlsx(res, o.name, o.columns, all());
  } catch (err) {
    // Part of the file may be out: cut the connection rather than let an error look like its end.
    res.destroy();
    throw err;
  }
}

async function writeCsv<Item>(
  res: Response,
  columns: readonly ExportColumn<Item>[],
  batches: AsyncIterable<readonly Item[]>,
): Promise<void> {
  async function* records() {
    for await (const batch of batches)
      for (const item of batch) yield columns.map((c) => csvCell(c.value(item)));
  }
  // Readable.from reads the next record only when the stringifier wants one, which asks only when the
  // response has room: the pipeline's backpressure reaches the database reads.
  await pipeline(
    Readable.from(records()),
    stringify({
      bom: true,
      header: true,
      columns: columns.map((c) => c.header),
      record_delimiter: 'windows',
      // RFC 4180 quotes a field with a line break; a lone CR is one too.
      quoted_match: /[\r\n]/,
    }),
    res,
  );
}

async function writeXlsx<Item>(
  res: Response,
  name: string,
  columns: readonly ExportColumn<Item>[],
  batches: AsyncIterable<readonly Item[]>,
): Promise<void> {
  // exceljs is loaded by the first spreadsheet asked for, not by every service at start (it is the
  // largest module a service loads, and most processes never write a spreadsheet).
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const ExcelJS = require('exceljs') as typeof ExcelJSType;
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: res,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = book.addWorksheet(name.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c, i) => ({
    header: c.header,
    key: String(i),
    width: c.width ?? (c.type === 'date' ? 18 : 20),
    ...(c.type ? { style: { numFmt: NUMBER_FORMAT[c.type] } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  for await (const batch of batches) {
    for (const item of batch) {
      sheet
        .addRow(
          columns.map((c) => {
            const v = c.value(item);
            return typeof v === 'boolean' ? (v ? 'yes' : 'no') : (v ?? null);
          }),
        )
        .commit();
    }
    // The zip writes into the response as rows are committed; wait for room before the next page.
    if (res.writableNeedDrain) await once(res, 'drain');
  }
  sheet.commit();
  await book.commit();
}

/** A list's page as its route answers it. */
export type ListPage<Item> = { data: readonly Item[]; meta: ListMeta };

/**
 * Every page of a list query, from the first to the last, LIST_MAX_PER_PAGE rows at a time. The list
 * contract's rows are ordered by the sort and then by id, so pages neither repeat nor skip a row.
 */
export async function* listPages<Item>(
  q: ListQuery,
  load: (q: ListQuery) => Promise<ListPage<Item>>,
): AsyncGenerator<readonly Item[]> {
  for (let page = 1; ; page++) {
    const { data, meta } = await load({ ...q, page, perPage: LIST_MAX_PER_PAGE });
    yield data;
    if (page >= meta.lastPage || data.length < LIST_MAX_PER_PAGE) return;
  }
}

export interface ListExportOptions<Item> {
  /** The list's path: the exports are `${path}/export.csv` and `${path}/export.xlsx`. */
  path: string;
  /** The list route's own guards (permission checks, tenant resolution), in the same order. */
  guards: RequestHandler[];
  spec: ListSpec;
  /** For the file name: 'bookings' → bookings-2026-11-27.csv. */
  name: string;
  columns: readonly ExportColumn<Item>[];
  /** What the list route answers for a query: the same loader, so the same scope and access rule. */
  load: (q: ListQuery, req: Request) => Promise<ListPage<Item>>;
}

/**
 * Mounts a list's exports. Declare them before the list's `/:id` routes, so 'export.csv' is never read
 * as an id. The query is parsed (a bad filter is a 422) and the first page read before the first byte.
 */
export function listExportRoutes<Item>(router: Router, o: ListExportOptions<Item>): void {
  for (const format of EXPORT_FORMATS) {
    router.get(`${o.path}/export.${format}`, ...o.guards, async (req, res) => {
      const q = parseListQuery(req.query, o.spec);
      await streamExport(res, {
        name: o.name,
        format,
        columns: o.columns,
        batches: listPages(q, (page) => o.load(page, req)),
      });
    });
  }
}

/** The API reference's entries for a list's exports (as listExportRoutes mounts them). */
export function listExportApi(o: {
  path: string;
  /** 'bookings': "The filtered bookings as CSV". */
  what: string;
  access: ApiAccess;
  list: ListSpec | true;
  tag?: string;
}): ApiRoute[] {
  return EXPORT_FORMATS.map((format) => ({
    ...(o.tag ? { tag: o.tag } : {}),
    method: 'get' as const,
    path: `${o.path}/export.${format}`,
    summary: `The ${o.what} the list's filters, search and sort select, as ${format === 'csv' ? 'CSV' : 'an Excel workbook (XLSX)'} (streamed${format === 'csv' ? '; formula cells defused' : ''})`,
    access: o.access,
    list: o.list,
    answer: 'file' as const,
  }));
}
