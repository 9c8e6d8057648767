import { describe, expect, it } from 'vitest';
import {
  addMonths,
  cleanVacation,
  formatVacationDays,
  validateVacation,
  VACATION_MESSAGES,
  vacationBalance,
  vacationDays,
} from '../../../src/domain/vacations/vacation';

const employed = { hireDate: '2019-03-15', endDate: null };

describe('a vacation period', () => {
  it('counts calendar days with both dates included', () => {
    // February 2021 has 28 days: 1–28 February and 1–2 March.
    expect(vacationDays('2021-02-01', '2021-03-02')).toBe(30);
    expect(vacationDays('2024-02-01', '2024-03-02')).toBe(31);
    expect(vacationDays('2025-01-10', '2025-01-10')).toBe(1);
  });

  it('falls on the month’s last day when the month lacks the day', () => {
    expect(addMonths('2020-02-29', 12)).toBe('2021-02-28');
    expect(addMonths('2019-01-31', 1)).toBe('2019-02-28');
    expect(addMonths('2019-01-31', 2)).toBe('2019-03-31');
    expect(addMonths('2019-03-15', 75)).toBe('2025-06-15');
  });

  it('checks its dates in Spanish', () => {
    expect(validateVacation({ start: '2025-01-10', end: '2025-01-24', note: 'x' }, employed, [])).toEqual([]);
    expect(validateVacation({ start: '2025-02-30', end: '', note: '' }, employed, [])).toEqual([
      { field: 'start', message: VACATION_MESSAGES.start },
      { field: 'end', message: VACATION_MESSAGES.end },
    ]);
    expect(validateVacation({ start: '2025-01-10', end: '2025-01-09', note: '' }, employed, [])).toEqual([
      { field: 'end', message: 'La fecha de fin no puede ser anterior a la de inicio.' },
    ]);
    expect(validateVacation({ start: '2025-01-01', end: '2025-03-02', note: '' }, employed, [])).toEqual([
      { field: 'end', message: 'Un periodo no puede pasar de 60 días (dos periodos acumulados).' },
    ]);
    expect(
      validateVacation({ start: '2025-01-10', end: '2025-01-11', note: 'x'.repeat(301) }, employed, []),
    ).toEqual([{ field: 'note', message: 'La observación admite hasta 300 caracteres.' }]);
  });

  it('stays within the employment', () => {
    expect(validateVacation({ start: '2019-03-14', end: '2019-03-20', note: '' }, employed, [])).toEqual([
      {
        field: 'start',
        message: 'El descanso no puede empezar antes de la fecha de ingreso del trabajador (15/03/2019).',
      },
    ]);
    const left = { hireDate: '2019-03-15', endDate: '2025-05-31' };
    expect(validateVacation({ start: '2025-05-20', end: '2025-06-03', note: '' }, left, [])).toEqual([
      {
        field: 'end',
        message: 'El descanso no puede terminar después de la fecha de cese del trabajador (31/05/2025).',
      },
    ]);
    expect(validateVacation({ start: '2025-05-17', end: '2025-05-31', note: '' }, left, [])).toEqual([]);
  });

  it('refuses to overlap another period of the worker, naming it', () => {
    const others = [
      { start: '2023-01-10', end: '2023-01-24' },
      { start: '2021-02-01', end: '2021-03-02' },
    ];
    expect(validateVacation({ start: '2021-03-02', end: '2021-03-10', note: '' }, employed, others)).toEqual([
      {
        field: 'start',
        message: 'Se cruza con el periodo de vacaciones del 01/02/2021 al 02/03/2021.',
      },
    ]);
    // Touching is not overlapping: the day after the other's last day.
    expect(validateVacation({ start: '2021-03-03', end: '2021-03-10', note: '' }, employed, others)).toEqual(
      [],
    );
    // A period covering both names the first.
    expect(
      validateVacation({ start: '2021-01-01', end: '2021-02-15', note: '' }, employed, others)[0]?.message,
    ).toBe('Se cruza con el periodo de vacaciones del 01/02/2021 al 02/03/2021.');
  });

  it('is stored with its note tidied', () => {
    expect(
      cleanVacation({ start: '2025-01-10', end: '2025-01-24', note: '  Descanso   de  enero ' }),
    ).toEqual({
      start: '2025-01-10',
      end: '2025-01-24',
      note: 'Descanso de enero',
    });
  });
});

describe('a worker’s vacation balance', () => {
  it('hired 15/03/2019, on 30/06/2025: 6 years, 180 earned, 3 months accruing', () => {
    // Anniversaries 15/03/2020 … 15/03/2025: 6; then 15/04, 15/05, 15/06/2025: 3 months × 2.5 = 7.5.
    const b = vacationBalance('2019-03-15', null, [], '2025-06-30');
    expect(b).toMatchObject({
      asOf: '2025-06-30',
      years: 6,
      earned: 180,
      taken: 0,
      pending: 180,
      accruingMonths: 3,
      accruing: 7.5,
    });
    expect(formatVacationDays(b.accruing)).toBe('7.50');
    // Years 1–5 (earned 15/03/2020 … 15/03/2024) expired on the next anniversary; year 6 has until 14/03/2026.
    expect(b.expired.map((e) => [e.year, e.earnedOn, e.expiredOn, e.days])).toEqual([
      [1, '2020-03-15', '2021-03-15', 30],
      [2, '2021-03-15', '2022-03-15', 30],
      [3, '2022-03-15', '2023-03-15', 30],
      [4, '2023-03-15', '2024-03-15', 30],
      [5, '2024-03-15', '2025-03-15', 30],
    ]);
    expect(b.expiredDays).toBe(150);
  });

  it('covers the oldest years first with the days taken', () => {
    // 30 days in 2021 and 15 in 2023: 45 taken cover year 1 and 15 days of year 2.
    const periods = [
      { start: '2021-02-01', end: '2021-03-02' },
      { start: '2023-01-10', end: '2023-01-24' },
    ];
    const b = vacationBalance('2019-03-15', null, periods, '2025-06-30');
    expect(b).toMatchObject({ years: 6, earned: 180, taken: 45, pending: 135 });
    expect(b.expired.map((e) => [e.year, e.expiredOn, e.days])).toEqual([
      [2, '2022-03-15', 15],
      [3, '2023-03-15', 30],
      [4, '2024-03-15', 30],
      [5, '2025-03-15', 30],
    ]);
    // 135 pending = 105 expired + 30 of year 6, still in time.
    expect(b.expiredDays).toBe(105);
  });

  it('has nothing expired while each year is taken in time, and counts advanced rest as negative', () => {
    const periods = [1, 2, 3, 4, 5, 6].map((y) => ({
      start: `${2019 + y}-04-01`,
      end: `${2019 + y}-04-30`,
    }));
    const b = vacationBalance('2019-03-15', null, periods, '2025-06-30');
    expect(b).toMatchObject({ earned: 180, taken: 180, pending: 0, expired: [], expiredDays: 0 });
    const early = vacationBalance(
      '2024-01-01',
      null,
      [{ start: '2024-08-01', end: '2024-08-10' }],
      '2024-09-15',
    );
    expect(early).toMatchObject({
      years: 0,
      earned: 0,
      taken: 10,
      pending: -10,
      accruingMonths: 8,
      accruing: 20,
    });
  });

  it('on the anniversary itself the year is complete; the day before it is not', () => {
    expect(vacationBalance('2019-03-15', null, [], '2020-03-15')).toMatchObject({
      years: 1,
      accruingMonths: 0,
    });
    expect(vacationBalance('2019-03-15', null, [], '2020-03-14')).toMatchObject({
      years: 0,
      accruingMonths: 11,
      accruing: 27.5,
    });
    // Year 1's days expire on the second anniversary, not the day before.
    expect(vacationBalance('2019-03-15', null, [], '2021-03-14').expired).toEqual([]);
    expect(vacationBalance('2019-03-15', null, [], '2021-03-15').expired).toHaveLength(1);
  });

  it('stops at the end date of a worker who left', () => {
    const b = vacationBalance('2019-03-15', '2022-05-20', [], '2025-06-30');
    // 3 years (15/03/2022), 2 months (15/04, 15/05/2022): 5 days accruing.
    expect(b).toMatchObject({ asOf: '2022-05-20', years: 3, earned: 90, accruingMonths: 2, accruing: 5 });
    expect(b.expired.map((e) => e.year)).toEqual([1, 2]);
  });

  it('counts nothing before the hire date', () => {
    expect(vacationBalance('2026-01-01', null, [], '2025-06-30')).toMatchObject({
      years: 0,
      earned: 0,
      accruingMonths: 0,
      accruing: 0,
    });
  });
});
