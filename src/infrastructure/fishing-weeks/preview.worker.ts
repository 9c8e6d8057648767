import { previewWeek } from '../../application/fishing-weeks/week-preview';
import type { PreviewRequest, PreviewResponse } from './preview-protocol';

/**
 * The fishing week's preview, off the main thread (a Vite module worker): each request is the week's
 * compute context and its edited grids; the answer is each worker's totals or the engine's errors
 * with their grid rows, as the server's computation.
 */
// eslint-disable-next-line no-restricted-syntax -- a Web Worker's `self` is typed as the window by the DOM library; this is the worker scope, with the protocol's messages
const scope = self as unknown as {
  addEventListener(type: 'message', listener: (event: { data: PreviewRequest }) => void): void;
  postMessage(message: PreviewResponse): void;
};

scope.addEventListener('message', (event) => {
  const { id, context, grids } = event.data;
  try {
    scope.postMessage({ id, outcome: previewWeek(context, grids) });
  } catch (error) {
    scope.postMessage({ id, failure: error instanceof Error ? error.message : String(error) });
  }
});
