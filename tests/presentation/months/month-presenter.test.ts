import { afterEach, describe, expect, it } from 'vitest';
import { MONTH_MESSAGES } from '../../../src/domain/months/month';
import {
  MonthPresenter,
  MonthsPresenter,
  type MonthPageState,
} from '../../../src/presentation/months/month-presenter';
import {
  FakeMonthsApi,
  MONTH_WORKERS,
  monthGrantsOf,
  sampleMonth,
  sampleWorker,
} from '../../support/fakes/months/fake-months-api';
import { createTestTranslate } from '../../support/i18n';

const translate = createTestTranslate();

const ALL = ['ver', 'editar', 'aprobar'];
let presenter: MonthPresenter | undefined;
afterEach(() => presenter?.dispose());

const ready = (p: MonthPresenter) => {
  const s: MonthPageState = p.state;
  if (s.kind !== 'ready') throw new Error(`not ready: ${s.kind}`);
  return s;
};

async function open(api = new FakeMonthsApi(), actions = ALL) {
  presenter = new MonthPresenter(api, monthGrantsOf(...actions), translate, '2025-04');
  presenter.attach();
  await presenter.load();
  // The grants answer after the first load.
  await Promise.resolve();
  return { presenter, api };
}

describe('MonthPresenter', () => {
  it('shows the month not computed yet: its weeks, the open one named, Calcular offered', async () => {
    const { presenter: p } = await open();
    const s = ready(p);
    expect(s.header).toMatchObject({
      title: 'Planilla de abril 2025',
      stateLabel: 'Abierto',
      weeks: '3 semanas, 2 cerradas',
    });
    expect(s.weeks.map((w) => `${w.name}: ${w.stateLabel}`)).toEqual([
      'Semana 14/2025: Cerrada',
      'Semana 15/2025: Cerrada',
      'Semana 16/2025: Abierta',
    ]);
    expect(s.openWeeks).toBe(
      'Semanas sin cerrar: 16/2025 (abierta). El mes no se puede cerrar hasta cerrarlas.',
    );
    expect(s.hint).toBe('El mes todavía no se ha calculado: «Calcular» consolida sus semanas cerradas.');
    expect(s.actions).toEqual({ compute: true, close: false, reopen: false, payslips: false });
    expect(s.rows).toEqual([]);
  });

  it('computes: each worker’s accruals and the month’s totals; a viewer gets no actions', async () => {
    const { presenter: p, api } = await open();
    await p.compute();
    const s = ready(p);
    expect(api.calls).toContain('compute 2025-04 0');
    expect(s.notice).toEqual({ severity: 'success', text: 'Mes calculado.' });
    expect(s.header.stateLabel).toBe('Calculado');
    expect(s.rows[0]).toMatchObject({
      document: '10000001',
      gross: '8,506.00',
      vacation: '708.55',
      bonus: '1,417.10',
      bonusExtra: '127.54',
      cts: '708.55',
    });
    expect(s.totals?.vacation).toBe('1,594.23');
    expect(s.actions.close).toBe(true);

    const viewer = await open(new FakeMonthsApi(api.month), ['ver']);
    expect(ready(viewer.presenter).actions).toEqual({
      compute: false,
      close: false,
      reopen: false,
      payslips: false,
    });
  });

  it('shows the server’s refusal to close while a week is open, naming it', async () => {
    const { presenter: p } = await open();
    await p.compute();
    p.askClose();
    expect(ready(p).confirmingClose).toBe(true);
    await p.close();
    const s = ready(p);
    expect(s.confirmingClose).toBe(false);
    expect(s.notice).toEqual({
      severity: 'error',
      text: 'No se puede cerrar el mes: la semana 16/2025 no está cerrada.',
    });
    expect(s.header.stateLabel).toBe('Calculado');
  });

  it('closes a month whose weeks are all closed; reopens with a reason; the new computation shows the diff', async () => {
    const month = sampleMonth({ weeks: sampleMonth().weeks.slice(0, 2), weekCount: 2 });
    const { presenter: p, api } = await open(new FakeMonthsApi(month));
    await p.compute();
    p.askClose();
    await p.close();
    let s = ready(p);
    expect(s.header.stateLabel).toBe('Cerrado');
    expect(s.hint).toBe(
      'El mes está cerrado: solo lectura. Un usuario con permiso de aprobación puede reabrirlo.',
    );
    expect(s.actions).toEqual({ compute: false, close: false, reopen: true, payslips: false });

    p.startReopen();
    p.setReason('corto');
    await p.reopen();
    expect(ready(p).reopening?.error).toBe(MONTH_MESSAGES.reopenReason);
    p.setReason('Corrección de la descarga de la semana 15');
    await p.reopen();
    s = ready(p);
    expect(s.reopening).toBeNull();
    expect(s.header.reopened).toBe('Reabierto por jefe: Corrección de la descarga de la semana 15');

    api.nextWorkers = [sampleWorker('10000001', 'QUISPE HUAMAN, JUAN', '8000.00'), ...MONTH_WORKERS.slice(1)];
    await p.compute();
    s = ready(p);
    expect(s.diff).toEqual([
      {
        document: '10000001',
        name: 'QUISPE HUAMAN, JUAN',
        changes: expect.objectContaining({
          gross: '-506.00',
          vacation: '-42.15',
          payable: expect.stringMatching(/^-/),
        }),
      },
    ]);
    expect(s.rows.find((r) => r.document === '10000001')!.changed).toBe(true);
  });

  it('keeps a stale version’s refusal in the reload banner, and reloads', async () => {
    const api = new FakeMonthsApi();
    const { presenter: p } = await open(api);
    api.month = { ...api.month, version: 3 };
    await p.compute();
    expect(ready(p).conflict).toMatch(/otro usuario/);
    await p.load();
    expect(ready(p).conflict).toBeNull();
    await p.compute();
    expect(ready(p).header.stateLabel).toBe('Calculado');
  });

  it('searches the workers by name without accents, or by document', async () => {
    const { presenter: p } = await open();
    await p.compute();
    p.setSearch('nanez');
    expect(ready(p).rows.map((r) => r.document)).toEqual(['10000002']);
    p.setSearch('10000005');
    expect(ready(p).rows.map((r) => r.name)).toEqual(['CHUMPITAZ RAMOS, PEDRO']);
    p.setSearch('');
    expect(ready(p).rows).toHaveLength(3);
  });

  it('opens a worker’s traced month by sections', async () => {
    const { presenter: p, api } = await open();
    await p.compute();
    await p.openBreakdown({ document: '10000001', name: 'QUISPE HUAMAN, JUAN' });
    const b = ready(p).breakdown!;
    expect(api.calls).toContain('breakdown 2025-04 10000001 calculo');
    if (b.kind !== 'ready') throw new Error(b.kind);
    expect(b.view.sections.map((x) => x.title)).toEqual([
      'Semanas del mes',
      'Beneficios',
      'Impuesto a la renta',
      'Planilla mensual',
    ]);
    expect(b.view.sections[0]!.lines[0]).toMatchObject({ concept: 'Semana 14/2025', amount: '4,253.00' });
    expect(b.view.sections[1]!.lines[0]!.inputs).toEqual([
      { label: 'Base', value: '8,506.00' },
      { label: 'Tasa', value: '8.33 %' },
    ]);
    expect(b.view.net).toBe('2,253.19');
    p.closeBreakdown();
    expect(ready(p).breakdown).toBeNull();
  });
});

describe('the closed month’s payslips', () => {
  it('downloads every worker’s, or the one of the breakdown, with `exportar` on a closed month', async () => {
    const month = sampleMonth({ weeks: sampleMonth().weeks.slice(0, 2), weekCount: 2 });
    const api = new FakeMonthsApi(month);
    const saved: string[] = [];
    presenter = new MonthPresenter(api, monthGrantsOf('ver', 'editar', 'exportar'), translate, '2025-04', {
      save: (name) => void saved.push(name),
    });
    presenter.attach();
    await presenter.load();
    await Promise.resolve();
    const p = presenter;
    expect(ready(p).actions.payslips).toBe(false);
    await p.compute();
    p.askClose();
    await p.close();
    expect(ready(p).actions.payslips).toBe(true);
    await p.downloadPayslips();
    await p.openBreakdown({ document: '10000002', name: 'ÑAÑEZ PEÑA, MARÍA' });
    await p.downloadBreakdownPayslip();
    expect(api.calls).toContain('breakdown 2025-04 10000002 cierre');
    expect(saved).toEqual(['boletas-2025-04.pdf', 'boletas-2025-04-10000002.pdf']);
    expect(ready(p).downloading).toBe(false);
  });
});

describe('MonthsPresenter', () => {
  it('lists the months with their weeks and opens one', async () => {
    const opened: string[] = [];
    const list = new MonthsPresenter(new FakeMonthsApi(), (m) => opened.push(m), translate);
    list.attach();
    await list.load();
    const s = list.state;
    if (s.kind !== 'ready') throw new Error(s.kind);
    expect(s.rows).toEqual([
      expect.objectContaining({
        title: 'abril 2025',
        stateLabel: 'Abierto',
        weeks: '2 de 3 cerradas',
        vacation: '—',
      }),
    ]);
    list.open('2025-04');
    expect(opened).toEqual(['2025-04']);
    list.dispose();
  });
});
