import { StringDecoder } from 'node:string_decoder';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import yauzl from 'yauzl';

/**
 * The reading of an uploaded spreadsheet (.xlsx or .csv) under hard limits (docs/security.md, "Uploaded
 * files"): the zip's entries are checked on their declared sizes before anything is inflated and on the
 * bytes actually inflated while they are; the XML is read as a stream (saxes) and the reading stops at
 * the first row, column or cell over its limit. It runs inside a worker thread (spreadsheet-worker.ts).
 */

/** The limits of every uploaded spreadsheet, besides the route's row limit. */
export const SPREADSHEET_LIMITS = {
  /** Entries in the zip. */
  maxEntries: 1_000,
  /** One entry of the zip, inflated (declared and actual). */
  maxEntryBytes: 32 * 1024 * 1024,
  /** All entries of the zip, inflated (declared); what is read, inflated (actual). */
  maxTotalBytes: 64 * 1024 * 1024,
  /** The shared strings part (every text of an .xlsx), inflated. */
  maxSharedStringsBytes: 16 * 1024 * 1024,
  /** Characters of one cell: Excel's own limit. */
  maxCellChars: 32_767,
  /** Columns of a sheet. */
  maxColumns: 200,
  /** Rows of a sheet, blank ones included (Excel's own limit). */
  maxSheetRows: 1_048_576,
} as const;

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

export class TooManyRows extends Error {
  constructor() {
    super('too many rows');
    this.name = 'TooManyRows';
  }
}

/** A file over one of the reader's limits; its message (Spanish) names the limit. */
export class SpreadsheetLimit extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SpreadsheetLimit';
  }
}

const mib = (bytes: number) => `${bytes / 1024 / 1024} MB`;
const count = (n: number) => n.toLocaleString('es-PE');

/** The Spanish refusals of the reader's limits. */
export const SPREADSHEET_LIMIT_MESSAGES = {
  entries: `El archivo tiene más de ${count(SPREADSHEET_LIMITS.maxEntries)} partes internas.`,
  declared: 'Una parte del archivo se descomprime a más bytes de los que declara: el archivo fue alterado.',
  entry: `El archivo, descomprimido, tiene una parte de más de ${mib(SPREADSHEET_LIMITS.maxEntryBytes)}.`,
  total: `El archivo, descomprimido, supera ${mib(SPREADSHEET_LIMITS.maxTotalBytes)}.`,
  sharedStrings: `Los textos del archivo, descomprimidos, superan ${mib(SPREADSHEET_LIMITS.maxSharedStringsBytes)}.`,
  cell: `Una celda del archivo supera ${count(SPREADSHEET_LIMITS.maxCellChars)} caracteres.`,
  columns: `El archivo supera ${count(SPREADSHEET_LIMITS.maxColumns)} columnas.`,
  sheetRows: `El archivo supera ${count(SPREADSHEET_LIMITS.maxSheetRows)} filas.`,
} as const;

/** Whether the bytes are a zip (an .xlsx). */
export const isXlsx = (body: Uint8Array): boolean =>
  body.length > 4 && body[0] === 0x50 && body[1] === 0x4b && body[2] === 0x03 && body[3] === 0x04;

/** Collects the rows of a sheet as they are read: the first row with a value is the header. */
class RowCollector {
  headers: string[] | undefined;
  readonly rows: SheetRow[] = [];
  constructor(private readonly maxRows: number) {}

  add(number: number, cells: string[], numeric: Set<number>): void {
    if (this.headers === undefined) {
      if (cells.length === 0) return;
      this.headers = cells;
      return;
    }
    const width = Math.max(cells.length, this.headers.length);
    while (cells.length < width) cells.push('');
    if (cells.every((c) => c === '')) return;
    if (this.rows.length >= this.maxRows) throw new TooManyRows();
    this.rows.push({ row: number, cells, numeric });
  }

  sheet(): Sheet {
    return { headers: this.headers ?? [], rows: this.rows };
  }
}

// ---------------------------------------------------------------------------------------------- CSV

/** UTF-8 (with or without BOM); a file that is not UTF-8 is read as Windows-1252 (Excel's "CSV"). */
function decode(body: Uint8Array): string {
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

/** A CSV (RFC 4180 quoting), record by record; texts as written, trimmed (no guessing of numbers). */
export function parseCsv(body: Uint8Array, maxRows: number): Sheet {
  const text = decode(body);
  if (text.includes('\u0000')) throw new UnreadableFile();
  const delimiter = delimiterOf(text);
  const collector = new RowCollector(maxRows);
  let record: string[] = [];
  let field = '';
  let quoted = false;
  let number = 0;
  const endField = () => {
    if (field.length > SPREADSHEET_LIMITS.maxCellChars) {
      throw new SpreadsheetLimit(SPREADSHEET_LIMIT_MESSAGES.cell);
    }
    record.push(field.trim());
    if (record.length > SPREADSHEET_LIMITS.maxColumns) {
      throw new SpreadsheetLimit(SPREADSHEET_LIMIT_MESSAGES.columns);
    }
    field = '';
  };
  const endRecord = () => {
    endField();
    number += 1;
    let last = record.length;
    while (last > 0 && record[last - 1] === '') last -= 1;
    collector.add(number, record.slice(0, last), new Set());
    record = [];
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 1;
        } else quoted = false;
      } else field += ch;
    } else if (ch === '"' && field.trim() === '') {
      field = '';
      quoted = true;
    } else if (ch === delimiter) endField();
    else if (ch === '\r' || ch === '\n') {
      if (ch === '\r' && text[i + 1] === '\n') i += 1;
      endRecord();
    } else field += ch;
  }
  if (quoted) throw new UnreadableFile();
  if (field !== '' || record.length > 0) endRecord();
  return collector.sheet();
}

// --------------------------------------------------------------------------------------------- XLSX

const openZip = (body: Buffer) =>
  new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(
      body,
      { lazyEntries: true, autoClose: false, validateEntrySizes: true, strictFileNames: false },
      (e, z) => (e ? reject(new UnreadableFile(e)) : resolve(z)),
    ),
  );

/** The zip's entries by name, refused on their declared sizes before anything is inflated. */
async function entriesOf(zip: yauzl.ZipFile): Promise<Map<string, yauzl.Entry>> {
  if (zip.entryCount > SPREADSHEET_LIMITS.maxEntries) {
    throw new SpreadsheetLimit(SPREADSHEET_LIMIT_MESSAGES.entries);
  }
  const entries = new Map<string, yauzl.Entry>();
  let total = 0;
  await new Promise<void>((resolve, reject) => {
    zip.on('error', (e: unknown) => reject(new UnreadableFile(e)));
    zip.on('end', () => resolve());
    zip.on('entry', (entry: yauzl.Entry) => {
      if (entry.uncompressedSize > SPREADSHEET_LIMITS.maxEntryBytes) {
        reject(new SpreadsheetLimit(SPREADSHEET_LIMIT_MESSAGES.entry));
        return;
      }
      total += entry.uncompressedSize;
      if (total > SPREADSHEET_LIMITS.maxTotalBytes) {
        reject(new SpreadsheetLimit(SPREADSHEET_LIMIT_MESSAGES.total));
        return;
      }
      entries.set(entry.fileName.replace(/^\/+/, ''), entry);
      zip.readEntry();
    });
    zip.readEntry();
  });
  return entries;
}

/** Bytes inflated so far from the whole zip (the actual total, whatever the entries declared). */
interface Inflated {
  total: number;
}

/**
 * Streams an entry's inflated text into `onText`, counting the bytes actually inflated: over `limit` (or
 * the zip's total) the inflation stops and the file is refused.
 */
async function streamEntry(
  zip: yauzl.ZipFile,
  entry: yauzl.Entry,
  limit: { bytes: number; message: string },
  inflated: Inflated,
  onText: (text: string) => void,
): Promise<void> {
  if (entry.uncompressedSize > limit.bytes) throw new SpreadsheetLimit(limit.message);
  const stream = await new Promise<NodeJS.ReadableStream & { destroy(): void }>((resolve, reject) =>
    zip.openReadStream(entry, (e, s) => (e ? reject(new UnreadableFile(e)) : resolve(s))),
  );
  const decoder = new StringDecoder('utf8');
  let bytes = 0;
  await new Promise<void>((resolve, reject) => {
    const fail = (error: unknown) => {
      stream.destroy();
      reject(error);
    };
    stream.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
      inflated.total += chunk.length;
      if (bytes > limit.bytes) return fail(new SpreadsheetLimit(limit.message));
      if (inflated.total > SPREADSHEET_LIMITS.maxTotalBytes) {
        return fail(new SpreadsheetLimit(SPREADSHEET_LIMIT_MESSAGES.total));
      }
      try {
        onText(decoder.write(chunk));
      } catch (error) {
        fail(error);
      }
    });
    stream.on('error', (e: unknown) =>
      fail(
        e instanceof SpreadsheetLimit
          ? e
          : e instanceof Error && /too many bytes/.test(e.message)
            ? new SpreadsheetLimit(SPREADSHEET_LIMIT_MESSAGES.declared)
            : new UnreadableFile(e),
      ),
    );
    stream.on('end', () => {
      try {
        onText(decoder.end());
        resolve();
      } catch (error) {
        reject(error);
      }
    });
  });
}

/** A streaming XML reader (no namespaces: the parts' element names are matched by their local name). */
function xmlReader(handlers: {
  open?: (name: string, attributes: Record<string, string>) => void;
  text?: (text: string) => void;
  close?: (name: string) => void;
}) {
  const parser = new SaxesParser({ xmlns: false });
  const local = (name: string) => name.slice(name.indexOf(':') + 1);
  parser.on('error', (e) => {
    throw new UnreadableFile(e);
  });
  if (handlers.open) {
    const open = handlers.open;
    parser.on('opentag', (tag: SaxesTagPlain) => open(local(tag.name), tag.attributes));
  }
  if (handlers.text) parser.on('text', handlers.text);
  if (handlers.close) {
    const close = handlers.close;
    parser.on('closetag', (tag) => close(local(tag.name)));
  }
  return {
    write: (text: string) => void parser.write(text),
    close: () => void parser.close(),
  };
}

async function readXml(
  zip: yauzl.ZipFile,
  entry: yauzl.Entry,
  limit: { bytes: number; message: string },
  inflated: Inflated,
  handlers: Parameters<typeof xmlReader>[0],
): Promise<void> {
  const reader = xmlReader(handlers);
  await streamEntry(zip, entry, limit, inflated, reader.write);
  reader.close();
}

const ENTRY_LIMIT = { bytes: SPREADSHEET_LIMITS.maxEntryBytes, message: SPREADSHEET_LIMIT_MESSAGES.entry };

/** The first sheet's part: workbook.xml's first sheet, through workbook.xml.rels. */
async function firstSheetPath(
  zip: yauzl.ZipFile,
  entries: Map<string, yauzl.Entry>,
  inflated: Inflated,
): Promise<{ path: string; date1904: boolean }> {
  let relationId: string | undefined;
  let date1904 = false;
  const workbook = entries.get('xl/workbook.xml');
  if (workbook) {
    await readXml(zip, workbook, ENTRY_LIMIT, inflated, {
      open: (name, attributes) => {
        if (name === 'sheet' && relationId === undefined) {
          relationId = attributes['r:id'] ?? Object.entries(attributes).find(([k]) => k.endsWith(':id'))?.[1];
        }
        if (name === 'workbookPr') date1904 = ['1', 'true'].includes(attributes.date1904 ?? '');
      },
    });
  }
  const rels = entries.get('xl/_rels/workbook.xml.rels');
  let target: string | undefined;
  if (rels && relationId !== undefined) {
    await readXml(zip, rels, ENTRY_LIMIT, inflated, {
      open: (name, attributes) => {
        if (name === 'Relationship' && attributes.Id === relationId) target = attributes.Target;
      },
    });
  }
  let path = 'xl/worksheets/sheet1.xml';
  if (target) path = target.startsWith('/') ? target.slice(1) : `xl/${target.replace(/^\.\//, '')}`;
  return { path, date1904 };
}

/** The shared strings: every <si>'s text (its <t>, or its runs' <t>; phonetic runs left out). */
async function sharedStringsOf(
  zip: yauzl.ZipFile,
  entry: yauzl.Entry | undefined,
  inflated: Inflated,
): Promise<string[]> {
  const strings: string[] = [];
  if (!entry) return strings;
  let current: string | undefined;
  let inText = false;
  let phonetic = 0;
  await readXml(
    zip,
    entry,
    { bytes: SPREADSHEET_LIMITS.maxSharedStringsBytes, message: SPREADSHEET_LIMIT_MESSAGES.sharedStrings },
    inflated,
    {
      open: (name) => {
        if (name === 'si') current = '';
        else if (name === 'rPh') phonetic += 1;
        else if (name === 't' && phonetic === 0) inText = true;
      },
      text: (text) => {
        if (!inText || current === undefined) return;
        current += text;
        if (current.length > SPREADSHEET_LIMITS.maxCellChars) {
          throw new SpreadsheetLimit(SPREADSHEET_LIMIT_MESSAGES.cell);
        }
      },
      close: (name) => {
        if (name === 't') inText = false;
        else if (name === 'rPh') phonetic -= 1;
        else if (name === 'si') {
          strings.push(current ?? '');
          current = undefined;
        }
      },
    },
  );
  return strings;
}

const BUILTIN_DATE_FORMATS = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 30, 36, 45, 46, 47, 50, 57]);

/** Whether a number format shows a date (Excel keeps dates as numbers with such a format). */
const isDateFormat = (code: string) =>
  /[ymdhsb]/i.test(
    code
      .replace(/\[[^\]]*]/g, '')
      .replace(/"[^"]*"/g, '')
      .replace(/\\./g, ''),
  );

/** Which cell styles (the `s` of a cell) show dates. */
async function dateStylesOf(
  zip: yauzl.ZipFile,
  entry: yauzl.Entry | undefined,
  inflated: Inflated,
): Promise<Set<number>> {
  const dates = new Set<number>();
  if (!entry) return dates;
  const customDates = new Set<number>();
  let inCellXfs = false;
  let index = 0;
  await readXml(zip, entry, ENTRY_LIMIT, inflated, {
    open: (name, attributes) => {
      if (name === 'numFmt' && isDateFormat(attributes.formatCode ?? '')) {
        customDates.add(Number(attributes.numFmtId));
      } else if (name === 'cellXfs') inCellXfs = true;
      else if (name === 'xf' && inCellXfs) {
        const id = Number(attributes.numFmtId ?? 0);
        if (BUILTIN_DATE_FORMATS.has(id) || customDates.has(id)) dates.add(index);
        index += 1;
      }
    },
    close: (name) => {
      if (name === 'cellXfs') inCellXfs = false;
    },
  });
  return dates;
}

/** A column's index (0 for A) from a cell reference such as "AB12"; undefined when there is none. */
function columnOf(reference: string | undefined): number | undefined {
  if (!reference) return undefined;
  const letters = /^[A-Z]+/i.exec(reference)?.[0];
  if (!letters || letters.length > 3) return undefined;
  let n = 0;
  for (const ch of letters.toUpperCase()) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n - 1;
}

/** An Excel date (days since 1900, or 1904) as 'YYYY-MM-DD'. */
function excelDate(serial: number, date1904: boolean): string {
  const days = date1904 ? serial + 1462 : serial;
  const time = Math.round((days - 25569) * 86_400_000);
  const date = new Date(time);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString().slice(0, 10);
}

/** The first sheet of an .xlsx: its header row and its non-blank data rows. */
export async function parseXlsx(body: Buffer, maxRows: number): Promise<Sheet> {
  const zip = await openZip(body);
  try {
    const entries = await entriesOf(zip);
    const inflated: Inflated = { total: 0 };
    const { path, date1904 } = await firstSheetPath(zip, entries, inflated);
    const sheetEntry = entries.get(path);
    if (!sheetEntry) throw new UnreadableFile();
    const shared = await sharedStringsOf(zip, entries.get('xl/sharedStrings.xml'), inflated);
    const dateStyles = await dateStylesOf(zip, entries.get('xl/styles.xml'), inflated);
    const collector = new RowCollector(maxRows);

    let rowNumber = 0;
    let rowCount = 0;
    let cells: string[] = [];
    let numeric = new Set<number>();
    let column = -1;
    let cellType = 'n';
    let cellStyle = 0;
    let value: string | undefined;
    let inValue = false;
    let inInline = 0;
    const endCell = () => {
      let text = '';
      let isNumber = false;
      const v = value ?? '';
      switch (cellType) {
        case 's':
          text = shared[Number(v)] ?? '';
          break;
        case 'inlineStr':
        case 'str':
          text = v;
          break;
        case 'b':
          text = v === '' ? '' : String(v === '1' || v.toLowerCase() === 'true');
          break;
        case 'e':
          text = '';
          break;
        case 'd':
          text = v.slice(0, 10);
          break;
        default: {
          if (v === '') break;
          const n = Number(v);
          if (Number.isNaN(n)) text = v;
          else if (dateStyles.has(cellStyle)) text = excelDate(n, date1904);
          else {
            text = String(n);
            isNumber = true;
          }
        }
      }
      while (cells.length < column) cells.push('');
      cells[column] = text.trim();
      if (isNumber) numeric.add(column);
    };
    await readXml(zip, sheetEntry, ENTRY_LIMIT, inflated, {
      open: (name, attributes) => {
        if (name === 'row') {
          rowCount += 1;
          if (rowCount > SPREADSHEET_LIMITS.maxSheetRows) {
            throw new SpreadsheetLimit(SPREADSHEET_LIMIT_MESSAGES.sheetRows);
          }
          const r = Number(attributes.r);
          rowNumber = Number.isInteger(r) && r > rowNumber ? r : rowNumber + 1;
          cells = [];
          numeric = new Set();
          column = -1;
        } else if (name === 'c') {
          column = columnOf(attributes.r) ?? column + 1;
          if (column >= SPREADSHEET_LIMITS.maxColumns) {
            throw new SpreadsheetLimit(SPREADSHEET_LIMIT_MESSAGES.columns);
          }
          cellType = attributes.t ?? 'n';
          cellStyle = Number(attributes.s ?? 0);
          value = undefined;
        } else if (name === 'v') inValue = true;
        else if (name === 'is') inInline += 1;
        else if (name === 't' && inInline > 0) inValue = true;
      },
      text: (text) => {
        if (!inValue) return;
        value = (value ?? '') + text;
        if (value.length > SPREADSHEET_LIMITS.maxCellChars) {
          throw new SpreadsheetLimit(SPREADSHEET_LIMIT_MESSAGES.cell);
        }
      },
      close: (name) => {
        if (name === 'v' || name === 't') inValue = false;
        else if (name === 'is') inInline -= 1;
        else if (name === 'c') endCell();
        else if (name === 'row') {
          let last = cells.length;
          while (last > 0 && cells[last - 1] === '') last -= 1;
          collector.add(rowNumber, cells.slice(0, last), numeric);
        }
      },
    });
    return collector.sheet();
  } finally {
    zip.close();
  }
}

/** The first sheet of an .xlsx, or a .csv: its header row and its non-blank data rows. */
export async function parseSpreadsheet(body: Buffer, maxRows: number): Promise<Sheet> {
  try {
    return isXlsx(body) ? await parseXlsx(body, maxRows) : parseCsv(body, maxRows);
  } catch (error) {
    if (
      error instanceof TooManyRows ||
      error instanceof SpreadsheetLimit ||
      error instanceof UnreadableFile
    ) {
      throw error;
    }
    throw new UnreadableFile(error);
  }
}
