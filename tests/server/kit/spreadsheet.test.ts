import { monitorEventLoopDelay } from 'node:perf_hooks';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import {
  readSheet,
  SPREADSHEET_LIMIT_MESSAGES,
  SPREADSHEET_QUEUE,
  SPREADSHEET_READ_MESSAGES,
  SPREADSHEET_THREADS,
  SPREADSHEET_LIMITS,
  TooManyRows,
  UnreadableFile,
} from '../../../server/kit/spreadsheet';
import { ApiError } from '../../../server/kit/errors';
import { inflationBomb, manyRowsCsv, manyRowsXlsx, sharedStringBomb } from '../../reliability/bombs';

const MIB = 1024 * 1024;

async function refusal(body: Buffer, maxRows = 10_000): Promise<unknown> {
  try {
    await readSheet(body, maxRows);
  } catch (error) {
    return error;
  }
  throw new Error('the file was read');
}

const limit = (message: string) => expect.objectContaining({ statusCode: 413, message });

/**
 * The uploaded spreadsheets' reader (docs/security.md, "Uploaded files"): it runs in a thread of its own
 * and refuses, naming the limit, what would inflate, hold huge texts or too many rows or columns.
 */
describe('the spreadsheet reader', () => {
  it('reads an .xlsx written by exceljs: texts, numbers (marked), dates and formulas by their result', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Hoja');
    sheet.addRow(['Documento', 'Nombres', 'Fecha', 'Monto', 'Total']);
    sheet.addRow([
      '01234567',
      'Peña, José',
      new Date(Date.UTC(2025, 3, 28)),
      1500.5,
      { formula: 'D2*2', result: 3001 },
    ]);
    sheet.addRow([]);
    sheet.addRow([40123456, 'Ana', '', '', '']);
    sheet.getCell('C2').numFmt = 'dd/mm/yyyy';
    const body = Buffer.from(await workbook.xlsx.writeBuffer());
    const read = await readSheet(body, 10);
    expect(read.headers).toEqual(['Documento', 'Nombres', 'Fecha', 'Monto', 'Total']);
    expect(read.rows.map((r) => [r.row, r.cells])).toEqual([
      [2, ['01234567', 'Peña, José', '2025-04-28', '1500.5', '3001']],
      [4, ['40123456', 'Ana', '', '', '']],
    ]);
    expect([...read.rows[1]!.numeric]).toEqual([0]);
  });

  it('reads a CSV with quotes, either separator and Windows-1252', async () => {
    const csv = Buffer.from(
      'Documento;Nombres\r\n"01234567";"Peña; ""Pepe"""\r\n\r\n40123456;Ana\r\n',
      'latin1',
    );
    const read = await readSheet(csv, 10);
    expect(read.headers).toEqual(['Documento', 'Nombres']);
    expect(read.rows.map((r) => [r.row, r.cells])).toEqual([
      [2, ['01234567', 'Peña; "Pepe"']],
      [4, ['40123456', 'Ana']],
    ]);
  });

  it('refuses an entry declared larger than its limit before inflating it', async () => {
    expect(await refusal(await inflationBomb(SPREADSHEET_LIMITS.maxEntryBytes + MIB))).toEqual(
      limit(SPREADSHEET_LIMIT_MESSAGES.entry),
    );
  });

  it('stops inflating an entry that inflates beyond what it declares', async () => {
    expect(await refusal(await inflationBomb(64 * MIB, { lie: true }))).toEqual(
      limit(SPREADSHEET_LIMIT_MESSAGES.declared),
    );
  });

  it('refuses shared strings over their limit, and a cell over Excel’s 32,767 characters', async () => {
    expect(await refusal(await sharedStringBomb(SPREADSHEET_LIMITS.maxSharedStringsBytes + MIB))).toEqual(
      limit(SPREADSHEET_LIMIT_MESSAGES.sharedStrings),
    );
    expect(await refusal(await sharedStringBomb(40_000))).toEqual(limit(SPREADSHEET_LIMIT_MESSAGES.cell));
  });

  it('refuses at the first row over the limit, in an .xlsx and in a CSV', async () => {
    const headers = ['Documento', 'Nombres'];
    expect(await refusal(await manyRowsXlsx(headers, 100_000))).toBeInstanceOf(TooManyRows);
    expect(await refusal(manyRowsCsv(headers, 100_000))).toBeInstanceOf(TooManyRows);
    expect((await readSheet(await manyRowsXlsx(headers, 10_000), 10_000)).rows).toHaveLength(10_000);
  });

  it('refuses more columns than its limit', async () => {
    const headers = Array.from({ length: SPREADSHEET_LIMITS.maxColumns + 1 }, (_, i) => `C${i}`);
    expect(await refusal(manyRowsCsv(headers, 1))).toEqual(limit(SPREADSHEET_LIMIT_MESSAGES.columns));
  });

  it('answers a damaged file as unreadable', async () => {
    const body = await manyRowsXlsx(['A'], 10);
    expect(await refusal(body.subarray(0, body.length - 30))).toBeInstanceOf(UnreadableFile);
    expect(await refusal(Buffer.from('a\u0000b'))).toBeInstanceOf(UnreadableFile);
  });

  it('reads off the event loop: a bomb does not hold this thread', async () => {
    const bomb = await inflationBomb(24 * MIB);
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const error = await refusal(Buffer.concat([bomb]), 10);
    delay.disable();
    expect(error instanceof ApiError || error instanceof UnreadableFile || error instanceof TooManyRows).toBe(
      true,
    );
    // Inflating 24 MiB and parsing it takes far longer than this on the thread that does it.
    expect(delay.max / 1e6).toBeLessThan(1_000);
  });

  it('stops a reading that takes longer than its time, and the next file is read as usual', async () => {
    const rows = await manyRowsXlsx(['A', 'B'], 5_000);
    await expect(readSheet(rows, 10_000, 1)).rejects.toEqual(limit(SPREADSHEET_READ_MESSAGES.time));
    expect((await readSheet(rows, 10_000)).rows).toHaveLength(5_000);
  });

  it('reads a few files at once, lets some wait their turn and refuses more with a 503', async () => {
    const rows = await manyRowsXlsx(['A', 'B'], 2_000);
    const reads = Array.from({ length: SPREADSHEET_THREADS + SPREADSHEET_QUEUE + 1 }, () =>
      readSheet(rows, 10_000).then(
        (sheet) => sheet.rows.length,
        (error: unknown) => error,
      ),
    );
    const answers = await Promise.all(reads);
    expect(answers.filter((a) => a === 2_000)).toHaveLength(SPREADSHEET_THREADS + SPREADSHEET_QUEUE);
    expect(answers.filter((a) => a !== 2_000)).toEqual([
      expect.objectContaining({ statusCode: 503, message: SPREADSHEET_READ_MESSAGES.busy }),
    ]);
  });
});
