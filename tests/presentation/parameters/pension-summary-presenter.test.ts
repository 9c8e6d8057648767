import { afterEach, describe, expect, it } from 'vitest';
import type { PensionSummary } from '../../../src/application/parameters/pension-summary-api';
import type { ApiResult } from '../../../src/application/shared/api-result';
import { PensionSummaryPresenter } from '../../../src/presentation/parameters/pension-summary-presenter';
import {
  FakePensionSummaryApi,
  SAMPLE_PENSION_SUMMARY,
} from '../../support/fakes/parameters/fake-pension-summary-api';
import { createTestI18n } from '../../support/i18n';

const i18n = createTestI18n();
const t = (key: string, params?: Record<string, unknown>) => i18n.t(key, params ?? {});
const failure: ApiResult<PensionSummary> = {
  ok: false,
  error: { kind: 'unavailable', message: 'No se pudo conectar con el servidor.' },
};

let presenter: PensionSummaryPresenter | undefined;
afterEach(() => presenter?.dispose());

describe('PensionSummaryPresenter', () => {
  it('loads on attach and shows each scheme’s values with their dates, «—» where a scheme has none', async () => {
    const api = new FakePensionSummaryApi();
    presenter = new PensionSummaryPresenter(api, t);
    expect(presenter.state.kind).toBe('loading');
    presenter.attach();
    await Promise.resolve();
    await Promise.resolve();
    const state = presenter.state;
    if (state.kind !== 'ready') throw new Error(state.kind);
    expect(api.calls).toBe(1);
    expect(state.caption).toContain('02/03/2026');
    expect(state.rows.map((r) => [r.scheme, r.table11Code])).toEqual([
      ['REP', '15'],
      ['ONP', '02'],
      ['HABITAT', '25'],
    ]);
    const [rep, onp, habitat] = state.rows;
    expect(rep?.worker).toEqual({ text: '8.00 %', since: 'desde 01/02/2014' });
    expect(rep?.employer).toEqual({ text: '5.00 %', since: 'desde 01/02/2014' });
    expect(onp?.worker.text).toBe('13.00 %');
    expect(onp?.employer).toEqual({ text: '—', since: '' });
    expect(onp?.insurableCap).toEqual({ text: '—', since: '' });
    expect(habitat?.insurableCap).toEqual({ text: 'S/ 12,209.11', since: 'desde 01/04/2025' });
    expect(habitat?.employer.text).toBe('5.00 %');
    expect(habitat?.mixedCommission.text).toBe('—');
  });

  it('shows the failure and loads again on retry', async () => {
    const api = new FakePensionSummaryApi([failure, { ok: true, value: SAMPLE_PENSION_SUMMARY }]);
    presenter = new PensionSummaryPresenter(api, t);
    await presenter.load();
    expect(presenter.state).toEqual({ kind: 'failed', message: 'No se pudo conectar con el servidor.' });
    await presenter.load();
    expect(presenter.state.kind).toBe('ready');
    expect(api.calls).toBe(2);
  });

  it('keeps the rows while it reads again, and only the latest answer counts', async () => {
    const api = new FakePensionSummaryApi();
    presenter = new PensionSummaryPresenter(api, t);
    await presenter.load();
    let answerFirst: (r: ApiResult<PensionSummary>) => void = () => undefined;
    api.answerWith(new Promise((resolve) => (answerFirst = resolve)));
    const first = presenter.load();
    expect(presenter.state.kind === 'ready' && presenter.state.refreshing).toBe(true);
    const changed: PensionSummary = {
      date: '2026-03-02',
      rows: SAMPLE_PENSION_SUMMARY.rows.filter((r) => r.scheme === 'ONP'),
    };
    api.answerWith(Promise.resolve({ ok: true, value: changed }));
    await presenter.load();
    answerFirst({ ok: true, value: SAMPLE_PENSION_SUMMARY });
    await first;
    const state = presenter.state;
    expect(state.kind === 'ready' && state.rows.map((r) => r.scheme)).toEqual(['ONP']);
    expect(state.kind === 'ready' && state.refreshing).toBe(false);
  });
});
