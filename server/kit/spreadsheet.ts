import type { FastifyInstance } from 'fastify';
import { Piscina } from 'piscina';
import { plainHeader } from '../../src/domain/shared/spreadsheet-import';
import { ApiError } from './errors';
import { TooManyRows, UnreadableFile, type Sheet } from './spreadsheet-parse';
import type { WorkerAnswer, WorkerTask } from './spreadsheet-worker';

export {
  isXlsx,
  SPREADSHEET_LIMITS,
  SPREADSHEET_LIMIT_MESSAGES,
  TooManyRows,
  UnreadableFile,
  type Sheet,
  type SheetRow,
} from './spreadsheet-parse';

/** How long the reading of one file may take. */
export const SPREADSHEET_TIME_LIMIT_MS = 20_000;
/** The heap of the thread that reads one file. */
export const SPREADSHEET_THREAD_HEAP_MB = 160;
/** Files read at once (each in its own thread); the others wait their turn. */
export const SPREADSHEET_THREADS = 2;
/** How much lower than the event loop the reading threads are scheduled (Linux `nice`, 0–19). */
export const SPREADSHEET_THREAD_NICE = 10;
/** Files that may wait their turn; one more is refused with a 503. */
export const SPREADSHEET_QUEUE = 16;

export const SPREADSHEET_READ_MESSAGES = {
  time: `El archivo no se pudo leer en ${SPREADSHEET_TIME_LIMIT_MS / 1000} segundos.`,
  memory: `Leer el archivo requiere más de ${SPREADSHEET_THREAD_HEAP_MB} MB de memoria.`,
  busy: 'El servidor está leyendo otros archivos. Intente de nuevo en unos momentos.',
} as const;

const refused = (message: string) => new ApiError(413, 'PayloadTooLarge', message);

let running = 0;
const waiting: (() => void)[] = [];

async function turn(): Promise<() => void> {
  if (running >= SPREADSHEET_THREADS) {
    if (waiting.length >= SPREADSHEET_QUEUE) throw new ApiError(503, 'Busy', SPREADSHEET_READ_MESSAGES.busy);
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else running += 1;
  return () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };
}

/**
 * The threads that read uploads: at most SPREADSHEET_THREADS, started on the first upload and kept
 * while uploads come (a thread's start-up — the TypeScript loader, the reader's modules — is paid once,
 * not per file), ended after a minute without one. Each runs at a lower scheduling priority than the
 * event loop (`niceIncrement`, Linux), so reading a file never takes the processor from other users'
 * requests; a thread over its heap or its time is terminated and replaced.
 */
let pool: Piscina<WorkerTask, WorkerAnswer> | undefined;
const readers = (): Piscina<WorkerTask, WorkerAnswer> =>
  (pool ??= new Piscina<WorkerTask, WorkerAnswer>({
    filename: new URL('./spreadsheet-worker.mjs', import.meta.url).href,
    minThreads: 0,
    maxThreads: SPREADSHEET_THREADS,
    idleTimeout: 60_000,
    niceIncrement: SPREADSHEET_THREAD_NICE,
    execArgv: [],
    resourceLimits: { maxOldGenerationSizeMb: SPREADSHEET_THREAD_HEAP_MB, maxYoungGenerationSizeMb: 16 },
  }));

/** Ends the reading threads (at shutdown); the next upload starts them again. */
export async function closeSpreadsheetReaders(): Promise<void> {
  const closing = pool;
  pool = undefined;
  await closing?.destroy();
}

const isAbort = (error: unknown) => error instanceof Error && error.name === 'AbortError';
const isOutOfMemory = (error: unknown) =>
  error instanceof Error && 'code' in error && error.code === 'ERR_WORKER_OUT_OF_MEMORY';

/** Reads the file in a thread of the pool, with a heap and a time limit. */
async function inThread(body: Buffer, maxRows: number, timeLimitMs: number): Promise<Sheet> {
  let answer: WorkerAnswer;
  try {
    answer = await readers().run(
      { body: new Uint8Array(body), maxRows },
      { signal: AbortSignal.timeout(timeLimitMs) },
    );
  } catch (error) {
    if (isAbort(error)) throw refused(SPREADSHEET_READ_MESSAGES.time);
    if (isOutOfMemory(error)) throw refused(SPREADSHEET_READ_MESSAGES.memory);
    throw error;
  }
  if (answer.ok) return answer.sheet;
  if (answer.refusal === 'tooManyRows') throw new TooManyRows();
  if (answer.refusal === 'limit') throw refused(answer.message ?? '');
  throw new UnreadableFile();
}

/**
 * The first sheet of an .xlsx, or a .csv: its header row and its non-blank data rows. Read off the event
 * loop, in a thread with a heap and a time limit, under the limits of spreadsheet-parse.ts; over a
 * limit the file is refused (413, naming the limit), over `maxRows` data rows with TooManyRows; a reading
 * that takes longer than `timeLimitMs` (SPREADSHEET_TIME_LIMIT_MS) is stopped and refused.
 */
export async function readSheet(
  body: Buffer,
  maxRows: number,
  timeLimitMs: number = SPREADSHEET_TIME_LIMIT_MS,
): Promise<Sheet> {
  const done = await turn();
  try {
    return await inThread(body, maxRows, timeLimitMs);
  } finally {
    done();
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

/** The types a 415 names (the others of SPREADSHEET_TYPES are their aliases). */
const SPREADSHEET_MEDIA_TYPES = [
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet (.xlsx)',
  'text/csv (.csv)',
];

/**
 * Makes the spreadsheet types the raw body (a Buffer) of this plugin's routes; a larger body is refused
 * before it is read.
 */
export function acceptSpreadsheets(app: FastifyInstance, maxBytes: number): void {
  // Only files: a JSON or a text body is a 415 that names the types the routes read.
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, acceptedMediaTypes: SPREADSHEET_MEDIA_TYPES };
  });
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
