// The module of the threads that read uploaded spreadsheets (server/kit/spreadsheet.ts, a Piscina pool):
// the product runs from its TypeScript sources (`node --import tsx`, vitest), and a worker thread does not
// inherit the loader, so it registers tsx itself before it loads the reader. Its default export is the
// pool's task.
import { register } from 'tsx/esm/api';

register();
const { readSpreadsheetTask } = await import('./spreadsheet-worker.ts');
export default readSpreadsheetTask;
