// The entry of the thread that reads an uploaded spreadsheet (server/kit/spreadsheet.ts): the product
// runs from its TypeScript sources (`node --import tsx`, vitest), and a worker thread does not inherit
// the loader, so it registers tsx itself before it loads the reader.
import { register } from 'tsx/esm/api';

register();
await import('./spreadsheet-worker.ts');
