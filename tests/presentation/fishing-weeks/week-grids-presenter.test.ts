import { describe, expect, it, vi } from 'vitest';
import { okResult } from '../../../src/application/shared/api-result';
import {
  copyPreviousDay,
  crewCounts,
  crewOf,
  usualCrew,
  weekDays,
} from '../../../src/presentation/fishing-weeks/grids/crew-days';
import {
  WeekGridsPresenter,
  type WeekGridsDeps,
} from '../../../src/presentation/fishing-weeks/grids/week-grids-presenter';
import {
  FakeWeekGridsApi,
  SAMPLE_CHOICES,
  filledWeek,
  sampleWeek,
} from '../../support/fakes/fishing-weeks/fake-week-grids';
import { createTestTranslate } from '../../support/i18n';

const translate = createTestTranslate();

async function ready(week = filledWeek(), api = new FakeWeekGridsApi(week)) {
  const onSaved = vi.fn();
  const onDirtyChange = vi.fn();
  const deps: WeekGridsDeps = {
    api,
    loadChoices: () => Promise.resolve(okResult(SAMPLE_CHOICES)),
    onSaved,
    onDirtyChange,
    t: translate,
  };
  const presenter = new WeekGridsPresenter(week, deps);
  await presenter.loadChoices();
  return { presenter, api, onSaved, onDirtyChange };
}

describe('WeekGridsPresenter', () => {
  it('holds the week rows with no errors when they are valid', async () => {
    const { presenter } = await ready();
    expect(presenter.state.rows.descargas).toHaveLength(2);
    expect(presenter.state.errors.descargas.size).toBe(0);
    expect(presenter.state.errors.tripulacion.size).toBe(0);
    expect(presenter.state.tabs.descargas.dirty).toBe(false);
  });

  it('adds the loan instalments the server offers to the adjustments, unsaved, once each', async () => {
    const { presenter, api } = await ready();
    const before = presenter.state.rows.ajustes.length;
    api.instalments = [
      {
        workerId: 100,
        kind: 'cuota_prestamo',
        amount: '500.00',
        percent: null,
        beneficiary: '',
        reason: 'Préstamo N.° 7 del 01/03/2025 (saldo S/ 1,200.00)',
        loanId: 7,
      },
    ];
    await presenter.addLoanInstalments();
    expect(presenter.state.rows.ajustes).toHaveLength(before + 1);
    expect(presenter.state.rows.ajustes.at(-1)).toMatchObject({ loanId: 7, amount: '500.00' });
    expect(presenter.state.tabs.ajustes.dirty).toBe(true);
    expect(presenter.state.errors.ajustes.size).toBe(0);
    expect(presenter.state.loans.message).toBe(
      'Se agregó 1 cuota de préstamo. Revísela y guarde los ingresos y descuentos.',
    );
    // Asked again, the loan already in the list is not added twice.
    await presenter.addLoanInstalments();
    expect(presenter.state.rows.ajustes).toHaveLength(before + 1);
    expect(presenter.state.loans.message).toBe(
      'Ningún trabajador de la semana tiene préstamos por descontar que no figuren ya en la lista.',
    );
  });

  it('pastes a block over rows and beyond the last, and «Deshacer» takes the paste and then the edit back', async () => {
    const { presenter } = await ready();
    const [first, second] = presenter.state.rows.descargas;
    presenter.edit('descargas', 0, { ...first!, ticket: 'EDITADO' });
    presenter.paste('descargas', 1, [
      { ...second!, tonnes: '-150' },
      { ...second!, ticket: 'NUEVO', tonnes: '12.5' },
    ]);
    expect(presenter.state.rows.descargas).toHaveLength(3);
    expect(presenter.state.rows.descargas[1]!.tonnes).toBe('-150');
    expect(presenter.state.errors.descargas.get('2.tonnes')).toBe(
      'Indique las TM descargadas, mayores que cero, con hasta tres decimales.',
    );
    expect(presenter.canUndo('descargas')).toBe(true);
    presenter.undo('descargas');
    expect(presenter.state.rows.descargas).toEqual([{ ...first!, ticket: 'EDITADO' }, second]);
    expect(presenter.state.errors.descargas.size).toBe(0);
    presenter.undo('descargas');
    expect(presenter.state.rows.descargas).toEqual([first, second]);
    expect(presenter.canUndo('descargas')).toBe(false);
    presenter.undo('descargas');
    expect(presenter.state.rows.descargas).toEqual([first, second]);
  });

  it('checks an edit at once and marks only its tab dirty', async () => {
    const { presenter, onDirtyChange } = await ready();
    const row = presenter.state.rows.descargas[0]!;
    presenter.edit('descargas', 0, { ...row, penalisedTonnes: '200.000' });
    expect(presenter.state.tabs.descargas.dirty).toBe(true);
    expect(presenter.state.tabs.tripulacion.dirty).toBe(false);
    expect(presenter.state.errors.descargas.get('1.penalisedTonnes')).toBe(
      'Las TM castigadas no pueden superar las TM descargadas.',
    );
    expect(onDirtyChange).toHaveBeenCalledWith(true);
  });

  it('refuses a worker on two vessels the same day naming both rows', async () => {
    const { presenter } = await ready();
    presenter.add('tripulacion', { date: '2026-11-02', vesselId: 11, workerId: 100, positionId: null });
    expect(presenter.state.errors.tripulacion.get('5.workerId')).toBe(
      'QUISPE MAMANI, JUAN (40123456) figura en dos embarcaciones el 02/11/2026: fila 1 (DON LUCHO) y fila 5 (SANTA ROSA).',
    );
  });

  it('saves a tab with the latest version and reports the new one', async () => {
    const week = filledWeek();
    const { presenter, api, onSaved, onDirtyChange } = await ready(week);
    presenter.remove('ajustes', 0);
    // The parent learnt of a newer version meanwhile (a computation).
    api.week = { ...api.week, version: 5 };
    presenter.setWeek({ ...week, version: 5 });
    await presenter.save('ajustes');
    expect(api.saves[0]).toEqual({
      kind: 'ajustes',
      body: { version: 5, adjustments: [week.adjustments[1]] },
    });
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ version: 6 }));
    expect(presenter.state.version).toBe(6);
    expect(presenter.state.tabs.ajustes).toMatchObject({ dirty: false, saved: true });
    expect(onDirtyChange).toHaveBeenLastCalledWith(false);
  });

  it('accepts an other earning (otro ingreso) with amount and reason, and saves it', async () => {
    const { presenter, api } = await ready();
    const earning = {
      workerId: 100,
      kind: 'otro_ingreso' as const,
      amount: '120.00',
      percent: null,
      beneficiary: '',
      reason: 'Reintegro semana 44',
    };
    presenter.add('ajustes', { ...earning, amount: null, beneficiary: 'María' });
    expect(presenter.state.errors.ajustes.get('3.amount')).toBe(
      'Indique un monto mayor que cero, con hasta dos decimales.',
    );
    expect(presenter.state.errors.ajustes.get('3.beneficiary')).toBe(
      'Un otro ingreso no lleva beneficiario.',
    );
    presenter.edit('ajustes', 2, earning);
    expect(presenter.state.errors.ajustes.size).toBe(0);
    await presenter.save('ajustes');
    expect(api.saves[0]!.body).toMatchObject({
      adjustments: [expect.anything(), expect.anything(), earning],
    });
  });

  it('does not send a tab with errors', async () => {
    const { presenter, api } = await ready();
    presenter.add('ajustes', {
      workerId: 0,
      kind: 'adelanto',
      amount: null,
      percent: null,
      beneficiary: '',
      reason: '',
    });
    await presenter.save('ajustes');
    expect(api.saves).toHaveLength(0);
    expect(presenter.state.tabs.ajustes.formError).toBe('Corrija los errores señalados antes de guardar.');
    expect(presenter.state.errors.ajustes.get('3.reason')).toBe('Indique el motivo.');
  });

  it('puts the server refusal on its cells and drops a cell error when the cell changes', async () => {
    const { presenter, api } = await ready();
    presenter.edit('descargas', 1, { ...presenter.state.rows.descargas[1]!, ticket: 'T-009' });
    api.refusal = {
      kind: 'validation',
      message: 'Revise las filas señaladas.',
      fields: [
        { field: 'descargas.2.ticket', message: 'Ticket ya registrado en otra semana.' },
        { field: 'precios.1.pricePerTonne', message: 'Precio fuera de rango.' },
      ],
    };
    await presenter.save('descargas');
    expect(presenter.state.errors.descargas.get('2.ticket')).toBe('Ticket ya registrado en otra semana.');
    expect(presenter.state.errors.precios.get('1.pricePerTonne')).toBe('Precio fuera de rango.');
    expect(presenter.state.tabs.descargas).toMatchObject({ saving: false, dirty: true });
    presenter.edit('descargas', 1, { ...presenter.state.rows.descargas[1]!, ticket: 'T-010' });
    expect(presenter.state.errors.descargas.has('2.ticket')).toBe(false);
    expect(presenter.state.errors.precios.has('1.pricePerTonne')).toBe(true);
  });

  it('shows a conflict as the reload banner, and reloading takes the week again', async () => {
    const { presenter, api, onSaved } = await ready();
    presenter.remove('tripulacion', 3);
    api.week = { ...api.week, version: 9, crew: [] };
    await presenter.save('tripulacion');
    expect(presenter.state.tabs.tripulacion.conflict).toMatch(/cambió/);
    await presenter.save('tripulacion');
    expect(api.saves).toHaveLength(1);
    await presenter.reload('tripulacion');
    expect(presenter.state.rows.tripulacion).toEqual([]);
    expect(presenter.state.tabs.tripulacion).toMatchObject({ conflict: null, dirty: false });
    expect(presenter.state.version).toBe(9);
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ version: 9 }));
  });

  it('shows the rows a refused computation named', async () => {
    const { presenter } = await ready();
    presenter.setEngineErrors([
      { list: 'tripulacion', grid: 'tripulacion', row: 2, workerId: 101, reason: 'Sin cargo vigente' },
      { list: 'trabajadores', workerId: 100 },
    ]);
    expect(presenter.state.errors.tripulacion.get('2')).toBe(
      'El último cálculo rechazado señala esta fila: Sin cargo vigente (tripulacion).',
    );
    presenter.setEngineErrors([]);
    expect(presenter.state.errors.tripulacion.size).toBe(0);
  });

  it('keeps edited rows across updates of the same week and takes fresh rows of clean tabs', async () => {
    const week = filledWeek();
    const { presenter } = await ready(week);
    presenter.remove('ajustes', 0);
    const imported = { ...week, version: 4, landings: [], adjustments: [] };
    presenter.setWeek(imported);
    expect(presenter.state.rows.descargas).toEqual([]);
    expect(presenter.state.rows.ajustes).toHaveLength(1);
    expect(presenter.state.version).toBe(4);
    presenter.setWeek(sampleWeek({ id: 8, version: 1 }));
    expect(presenter.state.weekId).toBe(8);
    expect(presenter.state.tabs.ajustes.dirty).toBe(false);
  });
});

describe('the usual crew of the week before', () => {
  it('reads the crew of the latest earlier week through list and get', async () => {
    const api = new FakeWeekGridsApi(filledWeek());
    api.previous = sampleWeek({
      id: 6,
      number: 44,
      start: '2026-10-26',
      end: '2026-11-01',
      crew: [{ date: '2026-10-30', vesselId: 10, workerId: 103, positionId: null }],
    });
    const { presenter } = await ready(filledWeek(), api);
    await presenter.loadPreviousCrew();
    expect(presenter.state.previousCrew).toEqual(api.previous.crew);
    expect(
      usualCrew(presenter.state.rows.tripulacion, 10, '2026-11-04', presenter.state.previousCrew).map(
        (u) => u.workerId,
      ),
    ).toEqual([100, 101, 103]);
  });

  it('has none when there is no earlier week', async () => {
    const { presenter } = await ready();
    await presenter.loadPreviousCrew();
    expect(presenter.state.previousCrew).toEqual([]);
  });
});

describe('crew days', () => {
  const crew = filledWeek().crew;

  it('lists the week days and counts crew by vessel and day', () => {
    expect(weekDays('2026-11-02', '2026-11-08')).toHaveLength(7);
    expect(crewCounts(crew).get('10|2026-11-02')).toBe(2);
    expect(crewOf(crew, 10, '2026-11-03')).toEqual([2]);
  });

  it('copies the previous day without repeating workers already on board', () => {
    expect(copyPreviousDay(crew, 10, '2026-11-03')).toEqual([
      { date: '2026-11-03', vesselId: 10, workerId: 101, positionId: 31 },
    ]);
    expect(copyPreviousDay(crew, 10, '2026-11-02')).toEqual([]);
  });

  it('offers the usual crew of the vessel, most days first', () => {
    expect(usualCrew(crew, 10, '2026-11-04').map((u) => [u.workerId, u.days])).toEqual([
      [100, 2],
      [101, 1],
    ]);
  });
});
