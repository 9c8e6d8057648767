import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { plainHeader } from '../../src/domain/shared/spreadsheet-import';

/** A data row of a spreadsheet: its number in the file (the header is row 1) and its cells as texts. */
export interface SheetRow {
  readonly row: number;
  readonly cells: readonly string[];
  /** Indexes of cells that held numbers (a DNI typed as a number lost its leading zeros). */
  readonly numeric: ReadonlySet<number>;
}

export interface Sheet {
  readonly headers: readonly string[];
  readonly rows: readonly SheetRow[];
}

export class UnreadableFile extends Error {
  constructor(cause?: unknown) {
    super('unreadable spreadsheet', { cause });
    this.name = 'UnreadableFile';
  }
}

/** Whether the bytes are a zip (an .xlsx). */
export const isXlsx = (body: Buffer): boolean =>
  body.length > 4 && body[0] === 0x50 && body[1] === 0x4b && body[2] === 0x03 && body[3] === 0x04;

/** A cell's value as text: dates as 'YYYY-MM-DD', formulas by their result, rich text joined. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value === 'string') return value;
  if ('richText' in value) return value.richText.map((r) => r.text).join('');
  if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
  if ('text' in value) return String(value.text);
  if ('error' in value) return '';
  return '';
}

/** UTF-8 (with or without BOM); a file that is not UTF-8 is read as Windows-1252 (Excel's "CSV"). */
function decode(body: Buffer): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    text = new TextDecoder('windows-1252').decode(body);
  }
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** ';' or ',' (or a tab): the one the header line uses most. */
function delimiterOf(text: string): string {
  const first = text.split(/\r?\n/, 1)[0] ?? '';
  const counts = [';', ',', '\t'].map((d) => [d, first.split(d).length - 1] as const);
  counts.sort((a, b) => b[1] - a[1]);
  return counts[0]?.[1] ? counts[0][0] : ',';
}

async function worksheetOf(body: Buffer): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  try {
    if (isXlsx(body)) {
      // exceljs types its Buffer as the DOM one; a Node Buffer is what it reads.
      // eslint-disable-next-line no-restricted-syntax -- exceljs types its Buffer as the DOM one; a Node Buffer is what it reads
      await workbook.xlsx.load(body as unknown as ArrayBuffer);
    } else {
      const text = decode(body);
      if (text.includes('\u0000')) throw new UnreadableFile();
      await workbook.csv.read(Readable.from([text]), {
        // Texts as written: no guessing of numbers or dates (a DNI keeps its leading zeros).
        map: (value: string) => value,
        parserOptions: { delimiter: delimiterOf(text), trim: true },
      });
    }
  } catch (error) {
    throw error instanceof UnreadableFile ? error : new UnreadableFile(error);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new UnreadableFile();
  return sheet;
}

/** The first sheet of an .xlsx, or a .csv: its header row and its non-blank data rows. */
export async function readSheet(body: Buffer, maxRows: number): Promise<Sheet> {
  const sheet = await worksheetOf(body);
  let headers: string[] | undefined;
  const rows: SheetRow[] = [];
  let tooMany = false;
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    const width = Math.max(row.cellCount, headers?.length ?? 0);
    const cells: string[] = [];
    const numeric = new Set<number>();
    for (let c = 1; c <= width; c++) {
      const value = row.getCell(c).value;
      if (typeof value === 'number') numeric.add(c - 1);
      cells.push(cellText(value).trim());
    }
    if (headers === undefined) {
      headers = cells;
      return;
    }
    if (cells.every((c) => c === '')) return;
    if (rows.length >= maxRows) {
      tooMany = true;
      return;
    }
    rows.push({ row: number, cells, numeric });
  });
  if (tooMany) throw new TooManyRows();
  return { headers: headers ?? [], rows };
}

export class TooManyRows extends Error {
  constructor() {
    super('too many rows');
    this.name = 'TooManyRows';
  }
}

/** The file types an import reads as a raw body. */
export const SPREADSHEET_TYPES = [
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'text/csv',
  'application/csv',
  'application/vnd.ms-excel',
  'application/octet-stream',
];

/**
 * Makes the spreadsheet types the raw body (a Buffer) of this plugin's routes; a larger body is refused
 * before it is read.
 */
export function acceptSpreadsheets(app: FastifyInstance, maxBytes: number): void {
  app.addContentTypeParser(
    SPREADSHEET_TYPES,
    { parseAs: 'buffer', bodyLimit: maxBytes },
    (_request, body, done) => done(null, body),
  );
}

/** The index of each wanted column in the header row (headers compared without accents or case). */
export function columnIndex<K extends string>(
  headers: readonly string[],
  columns: readonly { readonly key: K; readonly header: string }[],
): Map<K, number> {
  const index = new Map<K, number>();
  headers.forEach((h, i) => {
    const column = columns.find((c) => plainHeader(c.header) === plainHeader(h));
    if (column && !index.has(column.key)) index.set(column.key, i);
  });
  return index;
}
