import { afterEach, describe, expect, it } from 'vitest';
import { semesterStatement } from '../../../src/domain/months/semesters';
import { SemesterPresenter } from '../../../src/presentation/months/semester-presenter';
import { FakeMonthsApi, MONTH_WORKERS, monthGrantsOf } from '../../support/fakes/months/fake-months-api';
import { createTestTranslate } from '../../support/i18n';

let presenter: SemesterPresenter | undefined;
afterEach(() => presenter?.dispose());

const saved: string[] = [];
const files = { save: (name: string) => void saved.push(name) };

async function open(api: FakeMonthsApi, actions = ['ver', 'exportar']) {
  presenter = new SemesterPresenter(api, files, monthGrantsOf(...actions), '2025', createTestTranslate());
  presenter.attach();
  await presenter.load();
  return presenter;
}

describe('SemesterPresenter', () => {
  it('shows July’s gratificación per worker, provisional while months are not closed', async () => {
    const api = new FakeMonthsApi();
    api.statement = semesterStatement('gratificacion', '2025-07', [
      { month: '2025-04', state: 'cerrado', workers: MONTH_WORKERS },
      { month: '2025-05', state: 'calculado', workers: null },
    ]);
    const p = await open(api);
    const t = p.state.table;
    if (t.kind !== 'ready') throw new Error(t.kind);
    expect(t.title).toBe('Gratificación de julio 2025 (enero 2025 a junio 2025)');
    expect(t.pending).toBe('Provisional: el mes mayo 2025 no está cerrado; solo cuentan los meses cerrados.');
    expect(t.monthLabels).toHaveLength(6);
    // 16.66 % of 8,506.00 = 1,417.10 and its 9 % = 127.54: 1,544.64 in April.
    expect(t.rows[0]).toMatchObject({
      document: '10000001',
      bonus: '1,417.10',
      bonusExtra: '127.54',
      total: '1,544.64',
    });
    expect(t.rows[0]!.months[3]).toBe('1,544.64');
    expect(t.rows[0]!.months[0]).toBe('');
    expect(p.state.canExport).toBe(true);
  });

  it('switches to May’s CTS deposit and to another year; downloads the .xlsx', async () => {
    const api = new FakeMonthsApi();
    const p = await open(api);
    p.choose('cts-05');
    await p.load();
    expect(api.calls).toContain('semester cts 2025-05');
    const t = p.state.table;
    if (t.kind !== 'ready') throw new Error(t.kind);
    expect(t.title).toBe('Depósito de CTS de mayo 2025 (noviembre 2024 a abril 2025)');
    expect(t.withBonus).toBe(false);
    p.setYear('202');
    // Three digits are not a year: nothing is asked.
    expect(api.calls.some((c) => c.includes(' 202-'))).toBe(false);
    p.setYear('2026');
    await p.load();
    expect(api.calls).toContain('semester cts 2026-05');
    await p.download();
    expect(api.calls).toContain('semesterWorkbook cts 2026-05');
    expect(saved).toContain('cts-2026-05.xlsx');
  });

  it('shows a CTS withheld by court orders and the CTS then deposited, only when some was withheld', async () => {
    const api = new FakeMonthsApi();
    // April's CTS of 10000001 is 708.55 (8.33 % of 8,506.00); an order withheld 212.57 (30 %) of it.
    api.statement = semesterStatement('cts', '2025-05', [
      {
        month: '2025-04',
        state: 'cerrado',
        workers: MONTH_WORKERS.map((w, i) => (i === 0 ? { ...w, ctsWithheld: '212.57' } : w)),
      },
    ]);
    const p = await open(api);
    p.choose('cts-05');
    await p.load();
    const t = p.state.table;
    if (t.kind !== 'ready') throw new Error(t.kind);
    expect(t.withWithheld).toBe(true);
    expect(t.rows[0]).toMatchObject({ total: '708.55', withheld: '212.57', deposit: '495.98' });
    expect(t.rows.slice(1).every((r) => r.withheld === '' && r.deposit === '')).toBe(true);
    api.statement = semesterStatement('cts', '2025-05', [
      { month: '2025-04', state: 'cerrado', workers: MONTH_WORKERS },
    ]);
    await p.load();
    const plain = p.state.table;
    if (plain.kind !== 'ready') throw new Error(plain.kind);
    expect(plain.withWithheld).toBe(false);
  });

  it('offers no download without `exportar`', async () => {
    const p = await open(new FakeMonthsApi(), ['ver']);
    await Promise.resolve();
    expect(p.state.canExport).toBe(false);
    await p.download();
    expect(p.state.downloading).toBe(false);
  });

  it('offers a final CTS statement’s bank deposit by company, only with exportar and never for a provisional one', async () => {
    const api = new FakeMonthsApi();
    api.statement = semesterStatement('cts', '2025-05', [
      { month: '2025-04', state: 'cerrado', workers: MONTH_WORKERS },
    ]);
    api.ctsDepositCompaniesAnswer = [
      { ruc: '20100000001', legalName: 'PESQUERA NORTE S.A.C.' },
      { ruc: '20100000002', legalName: 'PESQUERA SUR S.A.C.' },
    ];
    const p = await open(api);
    p.choose('cts-05');
    await p.load();
    expect(api.calls).toContain('ctsDepositCompanies 2025-05');
    expect(p.state.deposit).toMatchObject({ period: '2025-05', ruc: '20100000001' });
    p.chooseDepositCompany('20100000002');
    expect(p.depositTarget()).toEqual({
      period: '2025-05',
      ruc: '20100000002',
      company: 'PESQUERA SUR S.A.C.',
    });
    // Back to a gratificación: no deposit.
    p.choose('gratificacion-07');
    await p.load();
    expect(p.state.deposit).toBeNull();
    expect(p.depositTarget()).toBeNull();

    const reader = new FakeMonthsApi();
    reader.statement = api.statement;
    const r = await open(reader, ['ver']);
    r.choose('cts-05');
    await r.load();
    expect(r.state.deposit).toBeNull();
    expect(reader.calls).not.toContain('ctsDepositCompanies 2025-05');

    const provisional = new FakeMonthsApi();
    provisional.statement = semesterStatement('cts', '2025-05', [
      { month: '2025-04', state: 'cerrado', workers: MONTH_WORKERS },
      { month: '2025-03', state: 'calculado', workers: null },
    ]);
    const q = await open(provisional);
    q.choose('cts-05');
    await q.load();
    expect(q.state.deposit).toBeNull();
    expect(provisional.calls).not.toContain('ctsDepositCompanies 2025-05');
  });
});
