import type { PreviewOutcome } from '../../application/fishing-weeks/week-preview';
import type { ComputeContext, WeekGridRows } from '../../domain/fishing-weeks';

/** A preview request to the worker: its id answers it. */
export interface PreviewRequest {
  readonly id: number;
  readonly context: ComputeContext;
  readonly grids: WeekGridRows;
}

/** The worker's answer: the outcome, or the message of an unexpected failure. */
export type PreviewResponse =
  | { readonly id: number; readonly outcome: PreviewOutcome }
  | { readonly id: number; readonly failure: string };

/** The part of a Worker the adapter uses (a fake in tests). */
export interface PreviewWorkerLike {
  postMessage(message: PreviewRequest): void;
  addEventListener(type: 'message', listener: (event: { data: PreviewResponse }) => void): void;
  addEventListener(type: 'error', listener: (event: { message?: string }) => void): void;
  terminate(): void;
}
