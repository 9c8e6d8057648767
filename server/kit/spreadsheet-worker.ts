import { parseSpreadsheet, SpreadsheetLimit, TooManyRows } from './spreadsheet-parse';

/** What a reading thread is given: the uploaded bytes and the route's row limit. */
export interface WorkerTask {
  readonly body: Uint8Array;
  readonly maxRows: number;
}

/** What the reading thread answers: the sheet, or why it was refused. */
export type WorkerAnswer =
  | { readonly ok: true; readonly sheet: Awaited<ReturnType<typeof parseSpreadsheet>> }
  | {
      readonly ok: false;
      readonly refusal: 'tooManyRows' | 'limit' | 'unreadable';
      readonly message?: string;
    };

/** The task of a thread of the reading pool (server/kit/spreadsheet.ts): one uploaded file. */
export async function readSpreadsheetTask({ body, maxRows }: WorkerTask): Promise<WorkerAnswer> {
  try {
    const sheet = await parseSpreadsheet(Buffer.from(body.buffer, body.byteOffset, body.byteLength), maxRows);
    return { ok: true, sheet };
  } catch (error) {
    if (error instanceof TooManyRows) return { ok: false, refusal: 'tooManyRows' };
    if (error instanceof SpreadsheetLimit) return { ok: false, refusal: 'limit', message: error.message };
    return { ok: false, refusal: 'unreadable' };
  }
}
