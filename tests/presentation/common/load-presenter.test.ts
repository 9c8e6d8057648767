import { describe, expect, it } from 'vitest';
import { failed, okResult, type ApiResult } from '../../../src/application/shared/api-result';
import {
  LoadPresenter,
  loadedOf,
  type LoadState,
  type Ready,
} from '../../../src/presentation/common/load-presenter';

interface Names {
  readonly names: readonly string[];
  readonly refreshing?: boolean;
}

/** A fake source: each read waits until the test answers it. */
class FakeSource {
  readonly pending: ((answer: ApiResult<readonly string[]>) => void)[] = [];
  read(): Promise<ApiResult<readonly string[]>> {
    return new Promise((resolve) => this.pending.push(resolve));
  }
  answer(index: number, answer: ApiResult<readonly string[]>): Promise<void> {
    this.pending[index]?.(answer);
    return new Promise((r) => setTimeout(r, 0));
  }
}

class NamesPresenter extends LoadPresenter<Names, { readonly title: string }> {
  constructor(
    private readonly source: FakeSource,
    private readonly keepRows = false,
  ) {
    super({ title: 'Nombres' });
  }
  protected override around(state: LoadState<Names, { readonly title: string }>) {
    return { title: state.title };
  }
  protected override rereading(ready: Ready<LoadState<Names, { readonly title: string }>>) {
    return this.keepRows ? { ...ready, refreshing: true } : super.rereading(ready);
  }
  protected async read(): Promise<ApiResult<Names>> {
    const answer = await this.source.read();
    return answer.ok ? okResult({ names: answer.value, refreshing: false }) : answer;
  }
}

const unavailable = { kind: 'unavailable', message: 'No se pudo conectar con el servidor.' } as const;

describe('LoadPresenter', () => {
  it('loads when first shown: loading, then ready with what was read', async () => {
    const source = new FakeSource();
    const p = new NamesPresenter(source);
    expect(p.state).toEqual({ kind: 'loading', title: 'Nombres' });
    p.attach();
    await source.answer(0, okResult(['ANA']));
    expect(p.state).toEqual({ kind: 'ready', title: 'Nombres', names: ['ANA'], refreshing: false });
    p.detach();
    p.attach();
    expect(source.pending).toHaveLength(1);
  });

  it('fails with the server’s message, and reads again on retry', async () => {
    const source = new FakeSource();
    const p = new NamesPresenter(source);
    p.attach();
    await source.answer(0, failed(unavailable));
    expect(p.state).toEqual({ kind: 'failed', title: 'Nombres', message: unavailable.message });
    void p.load();
    expect(p.state.kind).toBe('loading');
    await source.answer(1, okResult([]));
    expect(p.state.kind).toBe('ready');
  });

  it('keeps only the latest answer, and can keep the rows while reading again', async () => {
    const source = new FakeSource();
    const p = new NamesPresenter(source, true);
    p.attach();
    await source.answer(0, okResult(['ANA']));
    void p.load();
    expect(p.state).toMatchObject({ kind: 'ready', names: ['ANA'], refreshing: true });
    void p.load();
    await source.answer(2, okResult(['EVA']));
    await source.answer(1, okResult(['OLD']));
    expect(p.state).toMatchObject({ kind: 'ready', names: ['EVA'], refreshing: false });
  });

  it('gives nothing after it is disposed', async () => {
    const source = new FakeSource();
    const p = new NamesPresenter(source);
    p.attach();
    p.dispose();
    await source.answer(0, okResult(['ANA']));
    expect(p.state.kind).toBe('loading');
  });

  it('maps a part read on its own to ready or failed', () => {
    expect(loadedOf(okResult([1, 2]), (v) => ({ count: v.length }))).toEqual({ kind: 'ready', count: 2 });
    expect(loadedOf(failed(unavailable), () => ({}))).toEqual({
      kind: 'failed',
      message: unavailable.message,
    });
  });
});
