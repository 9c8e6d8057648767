import type { PreviewOutcome, WeekPreview } from '../../application/fishing-weeks/week-preview';
import type { ComputeContext, WeekGridRows } from '../../domain/fishing-weeks';
import type { PreviewResponse, PreviewWorkerLike } from './preview-protocol';

/** The module worker of the preview (bundled by Vite). */
export const createPreviewWorker = (): PreviewWorkerLike =>
  // eslint-disable-next-line no-restricted-syntax -- a DOM Worker typed as the narrow port the preview uses (its messages are the protocol's)
  new Worker(new URL('./preview.worker.ts', import.meta.url), {
    type: 'module',
  }) as unknown as PreviewWorkerLike;

/**
 * The WeekPreview port over a Web Worker: one worker, started on the first preview and kept; each
 * request answered by its id. A worker that fails rejects the pending previews and is replaced on
 * the next one.
 */
export class WorkerWeekPreview implements WeekPreview {
  private worker: PreviewWorkerLike | undefined;
  private next = 1;
  private readonly pending = new Map<
    number,
    { resolve: (outcome: PreviewOutcome) => void; reject: (error: Error) => void }
  >();

  constructor(private readonly create: () => PreviewWorkerLike = createPreviewWorker) {}

  preview(context: ComputeContext, grids: WeekGridRows): Promise<PreviewOutcome> {
    const worker = this.started();
    const id = this.next++;
    return new Promise<PreviewOutcome>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.postMessage({ id, context, grids });
    });
  }

  /** Stops the worker; pending previews are rejected. */
  dispose(): void {
    this.fail('La vista previa se detuvo.');
  }

  private started(): PreviewWorkerLike {
    if (this.worker) return this.worker;
    const worker = this.create();
    worker.addEventListener('message', (event: { data: PreviewResponse }) => {
      const answer = event.data;
      const waiting = this.pending.get(answer.id);
      if (!waiting) return;
      this.pending.delete(answer.id);
      if ('outcome' in answer) waiting.resolve(answer.outcome);
      else waiting.reject(new Error(answer.failure));
    });
    worker.addEventListener('error', (event: { message?: string }) =>
      this.fail(event.message || 'La vista previa falló.'),
    );
    this.worker = worker;
    return worker;
  }

  private fail(message: string) {
    this.worker?.terminate();
    this.worker = undefined;
    for (const waiting of this.pending.values()) waiting.reject(new Error(message));
    this.pending.clear();
  }
}
