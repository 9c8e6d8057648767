import { describe, expect, it, vi } from 'vitest';
import { Presenter } from '../../../src/presentation/core/presenter';

type CounterState = { kind: 'idle'; count: number } | { kind: 'done'; count: number };

class CounterPresenter extends Presenter<CounterState> {
  constructor() {
    super({ kind: 'idle', count: 0 });
  }
  increment() {
    this.setState((s) => ({ ...s, count: s.count + 1 }));
  }
  finish() {
    this.setState((s) => ({ kind: 'done', count: s.count }));
  }
}

describe('Presenter', () => {
  it('exposes a snapshot and notifies subscribers of changes only', () => {
    const p = new CounterPresenter();
    const listener = vi.fn();
    const unsubscribe = p.subscribe(listener);
    expect(listener).not.toHaveBeenCalled();
    p.increment();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(p.getSnapshot()).toEqual({ kind: 'idle', count: 1 });
    unsubscribe();
    p.finish();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(p.getSnapshot().kind).toBe('done');
  });

  it('ignores state changes after dispose', () => {
    const p = new CounterPresenter();
    p.dispose();
    p.increment();
    expect(p.getSnapshot().count).toBe(0);
    expect(p.disposed).toBe(true);
  });
});

describe('Presenter attach/detach', () => {
  class Loader extends Presenter<string> {
    attachedCount = 0;
    detachedCount = 0;
    constructor() {
      super('idle');
    }
    protected override onAttach() {
      this.attachedCount++;
    }
    protected override onDetach() {
      this.detachedCount++;
    }
  }

  it('starts on the first attach and stops on the last detach (StrictMode mounts twice)', () => {
    const p = new Loader();
    p.attach();
    p.detach();
    p.attach();
    expect(p.attachedCount).toBe(2);
    expect(p.detachedCount).toBe(1);
    p.attach();
    p.detach();
    expect(p.detachedCount).toBe(1);
    p.detach();
    expect(p.detachedCount).toBe(2);
  });
});
