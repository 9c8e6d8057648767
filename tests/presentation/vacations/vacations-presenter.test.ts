import { afterEach, describe, expect, it } from 'vitest';
import { STALE_UPDATE_MESSAGE } from '../../../src/domain/shared/stale-update';
import type { PeriodFormPresenter } from '../../../src/presentation/vacations/vacations-presenter';
import {
  VacationsPresenter,
  VacationWorkerPresenter,
} from '../../../src/presentation/vacations/vacations-presenter';
import { FakeVacationsApi } from '../../support/fakes/vacations/fake-vacations-api';
import { monthGrantsOf } from '../../support/fakes/months/fake-months-api';
import { createTestI18n } from '../../support/i18n';

const i18n = createTestI18n();
const t = (key: string, params?: Record<string, unknown>) => i18n.t(key, params ?? {});
const settle = () => new Promise((r) => setTimeout(r, 0));

function list(api = new FakeVacationsApi(), actions = ['ver', 'editar']) {
  const presenter = new VacationsPresenter(api, monthGrantsOf(...actions), t);
  presenter.attach();
  return { api, presenter };
}

const rows = (p: VacationsPresenter) => {
  const table = p.state.table;
  if (table.kind !== 'ready') throw new Error(`table is ${table.kind}`);
  return table.rows;
};

async function worker(api = new FakeVacationsApi(), canEdit = true) {
  const presenter = new VacationWorkerPresenter(api, '10000001', 'QUISPE MAMANI, JUAN', canEdit, t, () =>
    api.calls.push('changed'),
  );
  presenter.attach();
  await presenter.load();
  return { api, presenter };
}

const ready = (p: VacationWorkerPresenter) => {
  const s = p.state;
  if (s.kind !== 'ready') throw new Error(`not ready: ${s.kind}`);
  return s;
};
const editing = (form: PeriodFormPresenter) => {
  const s = form.state;
  if (s.kind !== 'editing') throw new Error(`form is ${s.kind}`);
  return s;
};

describe('VacationsPresenter', () => {
  let presenter: VacationsPresenter | undefined;
  afterEach(() => presenter?.dispose());

  it('lists the employed workers with their rest in days and the expired days as a chip', async () => {
    const s = list();
    presenter = s.presenter;
    await settle();
    // Hired 15/03/2019, on 30/06/2025: 6 years, 180 earned, 45 taken, 3 months accruing (7.50 days);
    // the 45 days cover year 1 and 15 of year 2: 105 days expired (years 2–5).
    expect(rows(presenter)).toEqual([
      expect.objectContaining({
        document: '10000001',
        hireDate: '15/03/2019',
        years: '6',
        earned: '180',
        taken: '45',
        pending: '135',
        accruing: '7.50',
        expired: '105 días vencidos',
        status: '',
      }),
      // Hired 01/08/2024: 10 complete months, 25 days accruing, nothing earned yet.
      expect.objectContaining({
        document: '10000002',
        years: '0',
        pending: '0',
        accruing: '25.00',
        expired: null,
      }),
    ]);
    expect(presenter.state.can).toMatchObject({ ver: true, editar: true });
  });

  it('shows the leavers when asked, their balance on their end date', async () => {
    const s = list();
    presenter = s.presenter;
    await settle();
    presenter.setFilter('all', true);
    await settle();
    expect(s.api.calls).toContain('list all');
    expect(rows(presenter)[2]).toMatchObject({
      document: '10000003',
      years: '3',
      earned: '90',
      accruing: '5.00',
      expired: '60 días vencidos',
      status: 'cesado el 31/05/2022',
    });
  });

  it('opens a worker’s periods; a change there reads the list again', async () => {
    const s = list();
    presenter = s.presenter;
    await settle();
    presenter.open(rows(presenter)[0]!);
    const open = presenter.state.open!;
    open.attach();
    await settle();
    expect(ready(open).title).toBe('Vacaciones de QUISPE MAMANI, JUAN');
    const before = s.api.calls.filter((c) => c.startsWith('list')).length;
    open.askDelete(ready(open).periods[1]!);
    await open.confirmDelete();
    await settle();
    expect(s.api.calls.filter((c) => c.startsWith('list')).length).toBe(before + 1);
    expect(rows(presenter)[0]).toMatchObject({ taken: '30', pending: '150' });
    presenter.closeWorker();
    expect(presenter.state.open).toBeNull();
  });
});

describe('VacationWorkerPresenter', () => {
  it('shows the balance, the expired years with their dates, and the periods oldest first', async () => {
    const { presenter } = await worker();
    const s = ready(presenter);
    expect(s.summary).toMatchObject({
      service: 'Ingreso 15/03/2019 · 6 años completos de servicio al 30/06/2025',
      earned: '180',
      taken: '45',
      pending: '135',
      accruing: '7.50',
    });
    expect(s.summary.expired[0]).toBe(
      '15 días del año 2 (ganados el 15/03/2021) vencieron el 15/03/2022 sin gozarse: corresponde la indemnización vacacional (D.Leg. 713 art. 23).',
    );
    expect(s.summary.expired).toHaveLength(4);
    expect(s.periods.map((p) => [p.start, p.end, p.days, p.note])).toEqual([
      ['01/02/2021', '02/03/2021', '30', 'Primer periodo'],
      ['10/01/2023', '24/01/2023', '15', ''],
    ]);
  });

  it('shows each year of service with its récord: days worked, computable and required', async () => {
    const { presenter } = await worker();
    const s = ready(presenter);
    // The fake's worker worked every day: year 1 (15/03/2019–14/03/2020, with 29/02/2020) is 366 days.
    expect(s.summary.records[0]).toEqual({
      year: '1',
      period: '15/03/2019 – 14/03/2020',
      worked: '366',
      rest: '0',
      computable: '366',
      required: '260',
      status: 'Cumplido: 30 días',
      reached: true,
    });
    expect(s.summary.records.map((r) => r.status).slice(-1)).toEqual(['En curso']);
    expect(s.summary.records).toHaveLength(7);
    expect(s.summary.recordNote).toContain('260 días computables (D.Leg. 713 art. 10)');
  });

  it('a seasonal worker who never reaches the récord earns nothing and has no indemnity warning', async () => {
    const api = new FakeVacationsApi();
    // 100 days at sea a year, 01/04–09/07, 2019–2025: the veda the rest of the year.
    const season = (y: number) =>
      Array.from({ length: 100 }, (_, i) => new Date(Date.UTC(y, 3, 1 + i)).toISOString().slice(0, 10));
    api.attendance = {
      workedDays: [2019, 2020, 2021, 2022, 2023, 2024, 2025].flatMap(season),
      since: '2019-01-01',
      weekDays: 6,
    };
    const { presenter } = await worker(api);
    const s = ready(presenter);
    expect(s.summary).toMatchObject({ earned: '0', taken: '45', pending: '-45', expired: [] });
    expect(s.summary.records.slice(0, 6).map((r) => [r.worked, r.computable, r.status])).toEqual([
      ['100', '100', 'No cumplido'],
      // Year 2 (15/03/2020–14/03/2021): 100 days worked and the 30 days of rest of 01/02–02/03/2021.
      ['100', '130', 'No cumplido'],
      ['100', '100', 'No cumplido'],
      // Year 4 (15/03/2022–14/03/2023): the 15 days of rest of 10/01–24/01/2023.
      ['100', '115', 'No cumplido'],
      ['100', '100', 'No cumplido'],
      ['100', '100', 'No cumplido'],
    ]);
  });

  it('records a period through the kit’s form: an overlap refused before sending, naming the other period', async () => {
    const { presenter, api } = await worker();
    presenter.openCreate();
    const form = ready(presenter).form!;
    form.attach();
    await settle();
    // No dates proposed: saving at once asks for them instead of recording a one-day period.
    // The form's «Tipo» starts as a vacation (an absence is chosen).
    expect(editing(form).values).toEqual({ start: '', end: '', note: '', kind: 'vacaciones' });
    await form.submit();
    expect(editing(form).errors).toEqual({
      start: 'Indique la fecha de inicio del descanso (dd/mm/aaaa).',
      end: 'Indique la fecha de fin del descanso (dd/mm/aaaa).',
    });
    expect(api.calls.some((c) => c.startsWith('create'))).toBe(false);
    form.set('start', '2023-01-20');
    form.set('end', '2023-02-05');
    await form.submit();
    expect(editing(form).errors).toEqual({
      start: 'Se cruza con el periodo de vacaciones del 10/01/2023 al 24/01/2023.',
    });
    expect(api.calls.some((c) => c.startsWith('create'))).toBe(false);
    form.set('start', '2025-07-01');
    form.set('end', '2025-07-30');
    form.set('note', 'Periodo 2024-2025');
    await form.submit();
    const s = ready(presenter);
    expect(s.form).toBeNull();
    expect(s.notice).toBe('Periodo de vacaciones registrado.');
    expect(s.summary).toMatchObject({ taken: '75', pending: '105' });
    expect(s.periods.map((p) => p.days)).toEqual(['30', '15', '30']);
    expect(api.calls).toContain('changed');
  });

  it('edits a period; a stale version shows the reload banner and reloading starts again', async () => {
    const { presenter, api } = await worker();
    presenter.openEdit(ready(presenter).periods[0]!);
    const form = ready(presenter).form!;
    form.attach();
    await settle();
    expect(editing(form).values).toEqual({
      start: '2021-02-01',
      end: '2021-03-02',
      note: 'Primer periodo',
      kind: 'vacaciones',
    });
    // Someone else edited it meanwhile.
    api.periods.set(11, { ...api.periods.get(11)!, version: 2 });
    form.set('end', '2021-02-20');
    await form.submit();
    expect(editing(form).conflict).toBe(STALE_UPDATE_MESSAGE);
    await form.load();
    form.set('end', '2021-02-20');
    await form.submit();
    expect(ready(presenter).notice).toBe('Periodo de vacaciones actualizado.');
    expect(ready(presenter).periods[0]).toMatchObject({ end: '20/02/2021', days: '20' });
  });

  it('deletes a period after confirmation; a refusal stays on screen', async () => {
    const { presenter, api } = await worker();
    const second = ready(presenter).periods[1]!;
    presenter.askDelete(second);
    expect(ready(presenter).confirm).toBe(second);
    presenter.cancelDelete();
    expect(ready(presenter).confirm).toBeNull();
    api.periods.set(12, { ...api.periods.get(12)!, version: 5 });
    presenter.askDelete(second);
    await presenter.confirmDelete();
    expect(ready(presenter).error).toBe(STALE_UPDATE_MESSAGE);
    presenter.askDelete(ready(presenter).periods[1]!);
    await presenter.confirmDelete();
    expect(ready(presenter).notice).toBe('Periodo de vacaciones eliminado.');
    expect(ready(presenter).periods).toHaveLength(1);
  });

  it('offers nothing to change without editar', async () => {
    const { presenter } = await worker(new FakeVacationsApi(), false);
    presenter.openCreate();
    presenter.askDelete(ready(presenter).periods[0]!);
    expect(ready(presenter)).toMatchObject({ form: null, confirm: null });
  });

  it('says why a worker cannot be read', async () => {
    const api = new FakeVacationsApi();
    api.failure = {
      kind: 'unavailable',
      message: 'No se pudo conectar con el servidor. Intente nuevamente.',
    };
    const presenter = new VacationWorkerPresenter(
      api,
      '10000001',
      'QUISPE MAMANI, JUAN',
      true,
      t,
      () => undefined,
    );
    expect(presenter.state).toMatchObject({ kind: 'loading', title: 'Vacaciones de QUISPE MAMANI, JUAN' });
    presenter.attach();
    await settle();
    expect(presenter.state).toMatchObject({
      kind: 'failed',
      message: 'No se pudo conectar con el servidor. Intente nuevamente.',
    });
  });
});
