import { describe, expect, it } from 'vitest';
import type { PreviewOutcome } from '../../../src/application/fishing-weeks/week-preview';
import type { ComputeContext, WeekGridRows } from '../../../src/domain/fishing-weeks';
import type {
  PreviewRequest,
  PreviewResponse,
  PreviewWorkerLike,
} from '../../../src/infrastructure/fishing-weeks/preview-protocol';
import { WorkerWeekPreview } from '../../../src/infrastructure/fishing-weeks/preview-worker';

/** A worker that answers what the test says, when it says. */
class FakeWorker implements PreviewWorkerLike {
  readonly received: PreviewRequest[] = [];
  terminated = false;
  private readonly listeners = new Map<string, (event: unknown) => void>();

  postMessage(message: PreviewRequest) {
    this.received.push(message);
  }
  addEventListener(type: string, listener: (event: never) => void) {
    this.listeners.set(type, listener as (event: unknown) => void);
  }
  terminate() {
    this.terminated = true;
  }
  answer(data: PreviewResponse) {
    this.listeners.get('message')?.({ data });
  }
  crash(message: string) {
    this.listeners.get('error')?.({ message });
  }
}

const context = { week: { start: '2025-03-31' } } as unknown as ComputeContext;
const grids = { prices: [], landings: [], crew: [], landWork: [], adjustments: [] } as WeekGridRows;
const computed = (net: string): PreviewOutcome => ({
  kind: 'computed',
  workers: [{ document: '10000001', name: 'A', gross: net, deductions: '0.00', net }],
});

describe('WorkerWeekPreview', () => {
  it('starts one worker and answers each preview by its id, in any order', async () => {
    const workers: FakeWorker[] = [];
    const preview = new WorkerWeekPreview(() => {
      const w = new FakeWorker();
      workers.push(w);
      return w;
    });
    const first = preview.preview(context, grids);
    const second = preview.preview(context, grids);
    expect(workers).toHaveLength(1);
    const [a, b] = workers[0]!.received;
    expect(a).toMatchObject({ context, grids });
    workers[0]!.answer({ id: b!.id, outcome: computed('2.00') });
    workers[0]!.answer({ id: a!.id, outcome: computed('1.00') });
    await expect(first).resolves.toEqual(computed('1.00'));
    await expect(second).resolves.toEqual(computed('2.00'));
  });

  it('rejects a failed preview, and after a crash starts a new worker', async () => {
    const workers: FakeWorker[] = [];
    const preview = new WorkerWeekPreview(() => {
      const w = new FakeWorker();
      workers.push(w);
      return w;
    });
    const failing = preview.preview(context, grids);
    workers[0]!.answer({ id: workers[0]!.received[0]!.id, failure: 'sin memoria' });
    await expect(failing).rejects.toThrow('sin memoria');
    const crashed = preview.preview(context, grids);
    workers[0]!.crash('error de carga');
    await expect(crashed).rejects.toThrow('error de carga');
    expect(workers[0]!.terminated).toBe(true);
    const again = preview.preview(context, grids);
    expect(workers).toHaveLength(2);
    workers[1]!.answer({ id: workers[1]!.received[0]!.id, outcome: computed('3.00') });
    await expect(again).resolves.toEqual(computed('3.00'));
  });
});
