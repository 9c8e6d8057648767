import { afterEach, describe, expect, it } from 'vitest';
import type { WeekFormPresenter } from '../../../src/presentation/fishing-weeks/week-form-presenter';
import { WeekPresenter, type WeekPageState } from '../../../src/presentation/fishing-weeks/week-presenter';
import { WeeksPresenter } from '../../../src/presentation/fishing-weeks/weeks-presenter';
import {
  breakdownView,
  engineErrorLines,
  engineErrorRows,
  rowList,
  formatAmount,
  formatDifference,
} from '../../../src/presentation/fishing-weeks/week-format';
import {
  FakeFishingWeeksApi,
  grantsOf,
  SAMPLE_BREAKDOWN,
  SAMPLE_REFUSAL,
  sampleWeek,
  WORKERS,
} from '../../support/fakes/fishing-weeks/fake-fishing-weeks-api';
import { STALE_UPDATE_MESSAGE } from '../../../src/domain/shared/stale-update';
import { createTestTranslate } from '../../support/i18n';

const translate = createTestTranslate();

const settle = async () => {
  for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 0));
};
const ALL = ['ver', 'crear', 'editar', 'eliminar', 'exportar', 'aprobar'];

const ready = (s: WeekPageState) => {
  if (s.kind !== 'ready') throw new Error(`week is ${s.kind}`);
  return s;
};

describe('week format', () => {
  it('formats decimal strings as money without floats', () => {
    expect(formatAmount('1234567.5')).toBe('1,234,567.50');
    expect(formatAmount('-0.005')).toBe('-0.01');
    expect(formatDifference('12.5')).toBe('+12.50');
    expect(formatDifference('-3')).toBe('-3.00');
  });

  it('names the grid and row of each engine error', () => {
    expect(engineErrorLines(SAMPLE_REFUSAL, translate).map((l) => l.text)).toEqual([
      'Descargas, fila 3: La especie ANC no tiene precio el 01/04/2025.',
      'Tripulación, fila 9: El cargo XYZ no existe.',
    ]);
  });

  it('reads an error once per grid, however many rows it names; the grids still mark each row', () => {
    const missing =
      'Falta la tabla de partes del cargo PESCADOR - Pescador vigente al 03/04/2025: regístrela en Pago por especialidad.';
    const crewRow = (row: number) => ({ list: 'attendance', grid: 'tripulacion', row, position: 'PESCADOR' });
    const refusal = {
      error: 'PayrollRefused' as const,
      message: 'La planilla no se puede calcular.',
      errors: [
        { kind: 'MissingShares', message: missing, rows: [5, 6, 7, 8, 12, 14, 6].map(crewRow) },
        {
          kind: 'MissingPrice',
          message: 'Sin precio.',
          rows: [{ list: 'landings', grid: 'descargas', row: 2 }],
        },
      ],
    };
    expect(engineErrorLines(refusal, translate)).toEqual([
      { text: `Tripulación, filas 5 a 8, 12 y 14: ${missing}`, grid: 'tripulacion', row: 5 },
      { text: 'Descargas, fila 2: Sin precio.', grid: 'descargas', row: 2 },
    ]);
    expect(
      engineErrorRows(refusal)
        .filter((r) => r.grid === 'tripulacion')
        .map((r) => r.row),
    ).toEqual([5, 6, 7, 8, 12, 14, 6]);
    expect(rowList([3], translate)).toBe('3');
    expect(rowList([4, 3], translate)).toBe('3 y 4');
    expect(rowList([1, 2, 3, 9, 10], translate)).toBe('1 a 3, 9 y 10');
  });

  it('shows a breakdown line with its inputs in Spanish', () => {
    const view = breakdownView(SAMPLE_BREAKDOWN, translate);
    const share = view.sections[0]!.lines[0]!;
    expect(share.concept).toBe('Participación de pesca');
    expect(share.inputs).toEqual(
      expect.arrayContaining([
        { label: 'Día', value: '01/04/2025' },
        { label: 'Embarcación', value: 'CO-1234-PM' },
        { label: 'TM', value: '120.500' },
        { label: 'TM castigada', value: '2.000' },
        { label: 'Precio/TM', value: '530.00' },
        { label: '% de participación', value: '23.50 %' },
        { label: 'Valor por parte', value: '823.120000' },
        { label: 'Partes', value: '1.5' },
      ]),
    );
    expect(view.sections.map((s) => [s.title, s.total])).toEqual([
      ['Ingresos', '1,250.40'],
      ['Descuentos', '162.55'],
      ['Aportes del empleador', '112.54'],
    ]);
    expect(view.net).toBe('1,087.85');
  });
});

describe('WeeksPresenter', () => {
  let presenter: WeeksPresenter | undefined;
  afterEach(() => presenter?.dispose());

  it('lists the weeks with display-ready rows and filters by year and state', async () => {
    const api = new FakeFishingWeeksApi();
    api.weeks = [
      sampleWeek({
        totals: {
          workers: 2,
          tonnes: '1',
          catchValue: '1',
          gross: '2230.5',
          deductions: '1',
          net: '1940.54',
          employer: '1',
        },
        state: 'calculada',
      }),
    ];
    presenter = new WeeksPresenter(api, grantsOf(...ALL), translate, () => undefined);
    presenter.attach();
    await settle();
    const table = presenter.state.table;
    if (table.kind !== 'ready') throw new Error(table.kind);
    expect(table.rows[0]).toMatchObject({
      title: 'Semana 14 – 2025',
      dates: '31/03/2025 al 06/04/2025',
      month: 'abril 2025',
      stateLabel: 'Calculada',
      landings: 2,
      crewDays: 10,
      gross: '2,230.50',
      net: '1,940.54',
    });
    expect(api.callsOf('list')[0]?.[0]).toEqual({ page: 1, pageSize: 25, sort: 'start', order: 'desc' });
    presenter.setFilter('year', '20');
    presenter.setFilter('year', '2025');
    presenter.setFilter('state', 'cerrada');
    await settle();
    expect(api.callsOf('list').at(-1)?.[0]).toMatchObject({ year: 2025, state: 'cerrada', page: 1 });
    expect(api.callsOf('list').at(-3)?.[0]).not.toHaveProperty('year');
    expect(presenter.state.can.crear).toBe(true);
  });

  it('creates a week from the proposal of its start date and opens it', async () => {
    const api = new FakeFishingWeeksApi();
    const opened: number[] = [];
    presenter = new WeeksPresenter(api, grantsOf(...ALL), translate, (id) => opened.push(id));
    presenter.attach();
    await settle();
    presenter.openCreate();
    const form = presenter.state.form as WeekFormPresenter;
    form.attach();
    form.set('start', '2025-04-07');
    await settle();
    const s = form.state;
    if (s.kind !== 'editing') throw new Error(s.kind);
    expect(s.values).toEqual({
      start: '2025-04-07',
      end: '2025-04-13',
      year: '2025',
      number: '15',
      month: '2025-04',
    });
    form.set('month', '2025-05');
    await form.submit();
    const refused = form.state;
    if (refused.kind !== 'editing') throw new Error(refused.kind);
    expect(refused.errors.month).toBe(
      'El mes de la planilla debe ser el mes del inicio o el del fin de la semana.',
    );
    expect(api.callsOf('create')).toHaveLength(0);
    form.set('month', '2025-04');
    await form.submit();
    expect(api.callsOf('create')[0]?.[0]).toEqual({
      year: 2025,
      number: 15,
      start: '2025-04-07',
      end: '2025-04-13',
      month: '2025-04',
    });
    expect(opened).toEqual([101]);
    expect(presenter.state.form).toBeNull();
  });
});

describe('WeekPresenter', () => {
  let presenter: WeekPresenter | undefined;
  afterEach(() => presenter?.dispose());

  const setup = async (api = new FakeFishingWeeksApi(), actions = ALL) => {
    presenter = new WeekPresenter(api, grantsOf(...actions), translate, 7);
    presenter.attach();
    await settle();
    return { api, p: presenter };
  };

  it('shows the header and the actions of an open week', async () => {
    const { p } = await setup();
    const s = ready(p.state);
    expect(s.header).toMatchObject({
      title: 'Semana 14 – 2025',
      dates: '31/03/2025 al 06/04/2025',
      month: 'Mes de planilla: abril 2025',
      stateLabel: 'Abierta',
    });
    expect(s.header.changed).toMatch(/^Último cambio: ana, 07\/04\/2025/);
    expect(s.actions).toEqual({
      compute: true,
      close: false,
      reopen: false,
      computeHint: null,
      readOnly: false,
      payslips: false,
    });
    expect(s.result).toEqual({ kind: 'none' });
  });

  it('computes, shows totals, closes and reopens with a reason', async () => {
    const { api, p } = await setup();
    await p.compute();
    let s = ready(p.state);
    expect(s.header.stateLabel).toBe('Calculada');
    expect(s.tab).toBe('resultado');
    expect(s.result).toMatchObject({
      kind: 'ready',
      totals: { gross: '2,230.50', deductions: '289.96', net: '1,940.54' },
    });
    expect(s.actions.close).toBe(true);
    expect(api.callsOf('compute')[0]).toEqual([7, { version: 3 }]);
    p.askClose();
    await p.close();
    await settle();
    s = ready(p.state);
    expect(s.header.stateLabel).toBe('Cerrada');
    expect(s.actions).toMatchObject({ compute: false, close: false, reopen: true, readOnly: true });
    p.startReopen();
    p.setReason('corto');
    await p.reopen();
    expect(ready(p.state).reopening?.error).toBe(
      'Indique el motivo de la reapertura (al menos 10 caracteres).',
    );
    expect(api.callsOf('reopen')).toHaveLength(0);
    p.setReason('Faltó registrar una descarga');
    await p.reopen();
    await settle();
    s = ready(p.state);
    expect(api.callsOf('reopen')[0]).toEqual([7, { version: 5, reason: 'Faltó registrar una descarga' }]);
    expect(s.header.stateLabel).toBe('Reabierta');
    expect(s.header.reopened).toMatch(/Faltó registrar una descarga$/);
    expect(s.reopening).toBeNull();
  });

  it('downloads the payslips of the closed result, the week’s and a worker’s from the breakdown', async () => {
    const asked: string[] = [];
    const saved: string[] = [];
    const file = (fileName: string) => ({ ok: true as const, value: { fileName, file: new Blob(['%PDF']) } });
    const payslips = {
      week: (id: number) => (asked.push(`semana ${id}`), Promise.resolve(file('boletas-semana-14-2025.pdf'))),
      worker: (id: number, document: string) => (
        asked.push(`${id} ${document}`),
        Promise.resolve(file(`${document}-APELLIDO.pdf`))
      ),
    };
    const files = { save: (name: string) => void saved.push(name) };
    const api = new FakeFishingWeeksApi();
    presenter = new WeekPresenter(api, grantsOf(...ALL), translate, 7, { payslips, files });
    presenter.attach();
    await settle();
    const p = presenter;
    expect(ready(p.state).actions.payslips).toBe(false);
    await p.downloadPayslips(); // not closed: nothing asked
    expect(asked).toEqual([]);
    await p.compute();
    p.askClose();
    await p.close();
    await settle();
    expect(ready(p.state).actions.payslips).toBe(true);
    await p.downloadPayslips();
    await p.openBreakdown({ document: WORKERS[0]!.document, name: WORKERS[0]!.name });
    await p.downloadBreakdownPayslip();
    expect(asked).toEqual(['semana 7', `7 ${WORKERS[0]!.document}`]);
    expect(saved).toEqual(['boletas-semana-14-2025.pdf', `${WORKERS[0]!.document}-APELLIDO.pdf`]);
    expect(ready(p.state).downloading).toBe(false);
  });

  it('shows how much of the payslips has arrived while the file comes, from «preparing» on', async () => {
    let release: () => void = () => undefined;
    const seen: (number | undefined)[] = [];
    const payslips = {
      week: async (_week: number, onProgress?: (received: number, total: number | null) => void) => {
        seen.push(ready(presenter!.state).downloaded);
        onProgress?.(40_000, null); // under a tenth of a megabyte: not worth a new figure
        seen.push(ready(presenter!.state).downloaded);
        onProgress?.(1_250_000, null);
        seen.push(ready(presenter!.state).downloaded);
        await new Promise<void>((resolve) => (release = resolve));
        return { ok: true as const, value: { fileName: 'boletas.pdf', file: new Blob(['%PDF']) } };
      },
      worker: () => Promise.reject(new Error('unused')),
    };
    const api = new FakeFishingWeeksApi();
    presenter = new WeekPresenter(api, grantsOf(...ALL), translate, 7, {
      payslips,
      files: { save: () => undefined },
    });
    presenter.attach();
    await settle();
    await presenter.compute();
    presenter.askClose();
    await presenter.close();
    await settle();
    const download = presenter.downloadPayslips();
    await settle();
    expect(seen).toEqual([0, 0, 1_250_000]);
    expect(ready(presenter.state)).toMatchObject({ downloading: true, downloaded: 1_250_000 });
    release();
    await download;
    expect(ready(presenter.state)).toMatchObject({ downloading: false, downloaded: 0 });
  });

  it('shows why a payslip could not be downloaded', async () => {
    const payslips = {
      week: () =>
        Promise.resolve({
          ok: false as const,
          error: { kind: 'conflict' as const, message: 'La semana no está cerrada.' },
        }),
      worker: () => Promise.reject(new Error('unused')),
    };
    const api = new FakeFishingWeeksApi();
    presenter = new WeekPresenter(api, grantsOf(...ALL), translate, 7, {
      payslips,
      files: { save: () => undefined },
    });
    presenter.attach();
    await settle();
    await presenter.compute();
    presenter.askClose();
    await presenter.close();
    await settle();
    await presenter.downloadPayslips();
    expect(ready(presenter.state).notice).toEqual({ severity: 'error', text: 'La semana no está cerrada.' });
  });

  it('offers no payslips without exportar', async () => {
    const { p } = await setup(new FakeFishingWeeksApi(), ['ver', 'editar']);
    await p.compute();
    p.askClose();
    await p.close();
    await settle();
    expect(ready(p.state).actions.payslips).toBe(false);
  });

  it('shows a refused computation by grid and row and passes the rows to the grids', async () => {
    const api = new FakeFishingWeeksApi();
    api.computeOutcome = 'refused';
    const { p } = await setup(api);
    await p.compute();
    const s = ready(p.state);
    expect(s.refusal?.map((l) => l.text)).toEqual([
      'Descargas, fila 3: La especie ANC no tiene precio el 01/04/2025.',
      'Tripulación, fila 9: El cargo XYZ no existe.',
    ]);
    expect(s.engineErrors).toEqual([
      {
        list: 'landings',
        grid: 'descargas',
        row: 3,
        message: 'La especie ANC no tiene precio el 01/04/2025.',
      },
      { list: 'crew', grid: 'tripulacion', row: 9, workerId: 4, message: 'El cargo XYZ no existe.' },
    ]);
  });

  it('shows the reload banner on a stale version and reads the week again', async () => {
    const api = new FakeFishingWeeksApi();
    const { p } = await setup(api);
    api.weeks = [sampleWeek({ version: 9 })];
    await p.compute();
    expect(ready(p.state).conflict).toBe(STALE_UPDATE_MESSAGE);
    await p.load();
    expect(ready(p.state).conflict).toBeNull();
    expect(ready(p.state).week.version).toBe(9);
  });

  it('waits for unsaved grid edits before computing', async () => {
    const { api, p } = await setup();
    p.setDirty(true);
    expect(ready(p.state).actions).toMatchObject({
      compute: false,
      computeHint: 'Guarde los cambios de las grillas antes de calcular.',
    });
    await p.compute();
    expect(api.callsOf('compute')).toHaveLength(0);
    p.gridSaved({ ...ready(p.state).week, version: 4 });
    p.setDirty(false);
    expect(ready(p.state).actions.compute).toBe(true);
    expect(ready(p.state).week.version).toBe(4);
  });

  it('does not ask for the result of an open week never computed nor closed, and asks once it is computed', async () => {
    const api = new FakeFishingWeeksApi();
    const { p } = await setup(api);
    expect(ready(p.state).result).toEqual({ kind: 'none' });
    expect(api.callsOf('lastResult')).toHaveLength(0);
    await p.compute();
    await settle();
    expect(ready(p.state).result).toMatchObject({ kind: 'ready' });
  });

  it('is read-only for a closed week and without editar', async () => {
    const api = new FakeFishingWeeksApi();
    api.weeks = [sampleWeek({ state: 'cerrada' })];
    api.computed = true;
    const { p } = await setup(api, ['ver']);
    const s = ready(p.state);
    expect(s.actions).toEqual({
      compute: false,
      close: false,
      reopen: false,
      computeHint: null,
      readOnly: true,
      payslips: false,
    });
    expect(s.result).toMatchObject({ kind: 'ready' });
    await p.openBreakdown(WORKERS[0]!);
    expect(api.callsOf('workerBreakdown')[0]).toEqual([7, '40112233', 'cierre']);
    expect(ready(p.state).breakdown).toMatchObject({
      kind: 'ready',
      view: { title: 'QUISPE MAMANI, JUAN (40112233)' },
    });
  });

  it('marks the workers that changed against the closed result of a reopened week', async () => {
    const api = new FakeFishingWeeksApi();
    api.weeks = [
      sampleWeek({
        state: 'calculada',
        reopenings: [{ at: '2025-04-09T14:00:00.000Z', by: 'jefe', reason: 'Faltó una descarga' }],
      }),
    ];
    api.computed = true;
    api.diff = [
      {
        document: '40112233',
        name: 'QUISPE MAMANI, JUAN',
        before: { ...WORKERS[0]!, net: '1000.00' },
        after: WORKERS[0]!,
        gross: '100.00',
        deductions: '12.15',
        net: '87.85',
      },
    ];
    const { p } = await setup(api);
    const result = ready(p.state).result;
    if (result.kind !== 'ready') throw new Error(result.kind);
    expect(result.rows.map((r) => r.changed)).toEqual([true, false]);
    expect(result.diff).toEqual([
      {
        document: '40112233',
        name: 'QUISPE MAMANI, JUAN',
        before: '1,000.00',
        after: '1,087.85',
        difference: '+87.85',
      },
    ]);
  });
});
