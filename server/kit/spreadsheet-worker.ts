import { parentPort, workerData } from 'node:worker_threads';
import { parseSpreadsheet, SpreadsheetLimit, TooManyRows } from './spreadsheet-parse';

/** What the reading thread answers: the sheet, or why it was refused. */
export type WorkerAnswer =
  | { readonly ok: true; readonly sheet: Awaited<ReturnType<typeof parseSpreadsheet>> }
  | {
      readonly ok: false;
      readonly refusal: 'tooManyRows' | 'limit' | 'unreadable';
      readonly message?: string;
    };

const { body, maxRows } = workerData as { body: Uint8Array; maxRows: number };

parseSpreadsheet(Buffer.from(body.buffer, body.byteOffset, body.byteLength), maxRows).then(
  (sheet) => parentPort?.postMessage({ ok: true, sheet } satisfies WorkerAnswer),
  (error: unknown) =>
    parentPort?.postMessage(
      (error instanceof TooManyRows
        ? { ok: false, refusal: 'tooManyRows' }
        : error instanceof SpreadsheetLimit
          ? { ok: false, refusal: 'limit', message: error.message }
          : { ok: false, refusal: 'unreadable' }) satisfies WorkerAnswer,
    ),
);
