import type { FastifyReply, FastifyRequest } from 'fastify';
import ExcelJS from './xlsx';
import { ApiError } from './errors';
import { columnIndex, readSheet, TooManyRows, UnreadableFile, type SheetRow } from './spreadsheet';

/**
 * The steps every import from a spreadsheet (.xlsx or .csv) shares (the workers', the landings'): its
 * template, the upload's size and body checks, and the reading of the file into rows by column key.
 * What a row means and how it is saved stay the feature's.
 */

/** A column of an import: its key, the template's Spanish header and the template's example. */
export interface ImportColumn<K extends string> {
  readonly key: K;
  readonly header: string;
  readonly example: string;
}

/** The refusals of the import's reading steps, in the feature's words. */
export interface ImportReadMessages {
  readonly empty: string;
  readonly tooManyRows: string;
  readonly tooLarge: string;
  readonly unreadable: string;
  missingHeaders(headers: readonly string[]): string;
}

const badRequest = (message: string) => new ApiError(400, 'ValidationError', message);

/** The template: one sheet with the Spanish headers and one example row, texts kept as texts. */
export async function importTemplate(
  sheetName: string,
  columns: readonly ImportColumn<string>[],
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({
    header: c.header,
    key: c.key,
    width: Math.max(12, c.header.length + 4),
    style: { numFmt: '@' },
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRow(Object.fromEntries(columns.map((c) => [c.key, c.example])));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Answers a template as a download that is never cached. */
export function sendImportTemplate(reply: FastifyReply, fileName: string, content: Buffer): FastifyReply {
  return reply
    .header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('Content-Disposition', `attachment; filename="${fileName}"`)
    .header('Cache-Control', 'no-store')
    .send(content);
}

/**
 * The route options of an upload: its body limit, and a refusal (413) of a larger file announced by its
 * Content-Length before any of it is read.
 */
export function importUpload(maxBytes: number, messages: Pick<ImportReadMessages, 'tooLarge'>) {
  return {
    bodyLimit: maxBytes,
    preParsing: async (request: FastifyRequest) => {
      const length = Number(request.headers['content-length'] ?? 0);
      if (length > maxBytes) throw new ApiError(413, 'PayloadTooLarge', messages.tooLarge);
    },
  };
}

/** The uploaded file: the raw body, refused (400) when absent or empty. */
export function uploadedFile(body: unknown, messages: Pick<ImportReadMessages, 'unreadable'>): Buffer {
  if (!Buffer.isBuffer(body) || body.length === 0) throw badRequest(messages.unreadable);
  return body;
}

/** A file read for an import: where each column found stands, and the data rows. */
export interface ImportSheet<K extends string> {
  readonly index: ReadonlyMap<K, number>;
  readonly rows: readonly SheetRow[];
}

/**
 * Reads the file (at most `maxRows` data rows) and finds the columns by their headers; refuses (400)
 * an unreadable file, too many rows, a header row without a required column, or no data row.
 */
export async function readImportSheet<K extends string>(
  body: Buffer,
  spec: {
    readonly maxRows: number;
    readonly columns: readonly ImportColumn<K>[];
    readonly required: readonly K[];
    readonly messages: ImportReadMessages;
  },
): Promise<ImportSheet<K>> {
  const { messages } = spec;
  let sheet;
  try {
    sheet = await readSheet(body, spec.maxRows);
  } catch (error) {
    if (error instanceof TooManyRows) throw badRequest(messages.tooManyRows);
    if (error instanceof UnreadableFile) throw badRequest(messages.unreadable);
    throw error;
  }
  const index = columnIndex(sheet.headers, spec.columns);
  const missing = spec.required
    .filter((k) => !index.has(k))
    .map((k) => spec.columns.find((c) => c.key === k)?.header ?? k);
  if (missing.length > 0) throw badRequest(messages.missingHeaders(missing));
  if (sheet.rows.length === 0) throw badRequest(messages.empty);
  return { index, rows: sheet.rows };
}

/**
 * The rows whose key already stands in an earlier row of the file: row → the first row with that key
 * (the later rows are refused). Rows without a key (refused already) are skipped.
 */
export function repeatedKeys<R extends { readonly row: number }>(
  rows: readonly R[],
  keyOf: (row: R) => string | undefined,
): Map<R, number> {
  const first = new Map<string, number>();
  const repeated = new Map<R, number>();
  for (const r of rows) {
    const key = keyOf(r);
    if (key === undefined) continue;
    const earlier = first.get(key);
    if (earlier === undefined) first.set(key, r.row);
    else repeated.set(r, earlier);
  }
  return repeated;
}
