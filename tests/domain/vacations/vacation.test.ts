import { describe, expect, it } from 'vitest';
import {
  addMonths,
  cleanVacation,
  formatVacationDays,
  validateVacation,
  VACATION_MESSAGES,
  vacationBalance,
  vacationDays,
  type VacationAttendance,
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

/** The consecutive days from `from`, `count` of them. */
const run = (from: string, count: number): string[] =>
  Array.from({ length: count }, (_, i) =>
    new Date(Date.parse(from) + i * 86_400_000).toISOString().slice(0, 10),
  );
/** A worker who worked every day since 2019 (the récord always reached), on a 6-day week. */
const EVERY_DAY: VacationAttendance = {
  workedDays: run('2019-01-01', 3000),
  since: '2019-01-01',
  weekDays: 6,
};

describe('a worker’s vacation balance', () => {
  it('hired 15/03/2019, on 30/06/2025: 6 years, 180 earned, 3 months accruing', () => {
    // Anniversaries 15/03/2020 … 15/03/2025: 6; then 15/04, 15/05, 15/06/2025: 3 months × 2.5 = 7.5.
    const b = vacationBalance('2019-03-15', null, [], '2025-06-30', EVERY_DAY);
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
    const b = vacationBalance('2019-03-15', null, periods, '2025-06-30', EVERY_DAY);
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
    const b = vacationBalance('2019-03-15', null, periods, '2025-06-30', EVERY_DAY);
    expect(b).toMatchObject({ earned: 180, taken: 180, pending: 0, expired: [], expiredDays: 0 });
    const early = vacationBalance(
      '2024-01-01',
      null,
      [{ start: '2024-08-01', end: '2024-08-10' }],
      '2024-09-15',
      EVERY_DAY,
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
    expect(vacationBalance('2019-03-15', null, [], '2020-03-15', EVERY_DAY)).toMatchObject({
      years: 1,
      accruingMonths: 0,
    });
    expect(vacationBalance('2019-03-15', null, [], '2020-03-14', EVERY_DAY)).toMatchObject({
      years: 0,
      accruingMonths: 11,
      accruing: 27.5,
    });
    // Year 1's days expire on the second anniversary, not the day before.
    expect(vacationBalance('2019-03-15', null, [], '2021-03-14', EVERY_DAY).expired).toEqual([]);
    expect(vacationBalance('2019-03-15', null, [], '2021-03-15', EVERY_DAY).expired).toHaveLength(1);
  });

  it('stops at the end date of a worker who left', () => {
    const b = vacationBalance('2019-03-15', '2022-05-20', [], '2025-06-30', EVERY_DAY);
    // 3 years (15/03/2022), 2 months (15/04, 15/05/2022): 5 days accruing.
    expect(b).toMatchObject({ asOf: '2022-05-20', years: 3, earned: 90, accruingMonths: 2, accruing: 5 });
    expect(b.expired.map((e) => e.year)).toEqual([1, 2]);
  });

  it('counts nothing before the hire date', () => {
    expect(vacationBalance('2026-01-01', null, [], '2025-06-30', EVERY_DAY)).toMatchObject({
      years: 0,
      earned: 0,
      accruingMonths: 0,
      accruing: 0,
    });
  });
});

describe('the récord vacacional (D.Leg. 713 art. 10; D.S. 012-92-TR arts. 11–12)', () => {
  // Hired 02/01/2023: year 1 runs 02/01/2023–01/01/2024, year 2 02/01/2024–01/01/2025.
  const HIRED = '2023-01-02';
  const since = '2022-12-26';

  it('on a 6-day week, 260 days worked earn the 30 days; 259 earn nothing', () => {
    const reached = vacationBalance(HIRED, null, [], '2024-03-01', {
      workedDays: run('2023-01-02', 260),
      since,
      weekDays: 6,
    });
    expect(reached).toMatchObject({ years: 1, yearsEarned: 1, earned: 30, pending: 30 });
    expect(reached.records[0]).toEqual({
      year: 1,
      from: '2023-01-02',
      to: '2024-01-01',
      complete: true,
      worked: 260,
      rest: 0,
      computable: 260,
      required: 260,
      known: true,
      reached: true,
    });
    // The year in course: 02/01/2024–01/03/2024, nothing worked yet.
    expect(reached.records[1]).toMatchObject({
      year: 2,
      from: '2024-01-02',
      to: '2024-03-01',
      complete: false,
    });
    const short = vacationBalance(HIRED, null, [], '2024-03-01', {
      workedDays: run('2023-01-02', 259),
      since,
      weekDays: 6,
    });
    expect(short).toMatchObject({ years: 1, yearsEarned: 0, earned: 0, pending: 0 });
    expect(short.records[0]).toMatchObject({ computable: 259, required: 260, reached: false });
  });

  it('on a 5-day week, 210 days are enough', () => {
    const b = vacationBalance(HIRED, null, [], '2024-03-01', {
      workedDays: run('2023-03-01', 210),
      since,
      weekDays: 5,
    });
    expect(b.records[0]).toMatchObject({ worked: 210, required: 210, reached: true });
    expect(b.earned).toBe(30);
  });

  it('the veda is not worked: a seasonal crew member earns nothing and nothing expires', () => {
    // Two seasons a year, 90 + 60 days at sea (01/04–29/06 and 01/11–30/12): 150 < 260 each year.
    const seasons = [2023, 2024, 2025].flatMap((y) => [...run(`${y}-04-01`, 90), ...run(`${y}-11-01`, 60)]);
    const b = vacationBalance(HIRED, null, [], '2026-03-01', { workedDays: seasons, since, weekDays: 6 });
    expect(b.years).toBe(3);
    expect(b.records.slice(0, 3).map((r) => [r.year, r.worked, r.reached])).toEqual([
      [1, 150, false],
      [2, 150, false],
      [3, 150, false],
    ]);
    expect(b).toMatchObject({ earned: 0, pending: 0, expired: [], expiredDays: 0 });
  });

  it('rest taken in the year counts as days worked (art. 12 (h))', () => {
    // 240 days worked from 02/01/2023 and 20 days of rest 01/10–20/10/2023: 260.
    const b = vacationBalance(HIRED, null, [{ start: '2023-10-01', end: '2023-10-20' }], '2024-03-01', {
      workedDays: run('2023-01-02', 240),
      since,
      weekDays: 6,
    });
    expect(b.records[0]).toMatchObject({ worked: 240, rest: 20, computable: 260, reached: true });
    // Earned 30, taken 20 (in advance, on account of year 1): 10 pending.
    expect(b).toMatchObject({ earned: 30, taken: 20, pending: 10 });
  });

  it('a year that began before the product holds attendance is unknown and earns nothing', () => {
    const b = vacationBalance(HIRED, null, [], '2025-03-01', {
      workedDays: run('2024-01-02', 300),
      since: '2023-06-05',
      weekDays: 6,
    });
    expect(b.records.slice(0, 2).map((r) => [r.year, r.known, r.worked, r.reached])).toEqual([
      [1, false, 0, false],
      [2, true, 300, true],
    ]);
    expect(b.earned).toBe(30);
    expect(
      vacationBalance(HIRED, null, [], '2025-03-01', { workedDays: [], since: null, weekDays: 6 }).records[0],
    ).toMatchObject({ known: false, reached: false });
  });

  it('the indemnity exposure is only for years whose récord was reached, the days taken covering those first', () => {
    // Year 1 (2023) not reached: 100 days; year 2 (2024) reached: 300 days; nothing taken.
    // Year 2's 30 days were earned on 02/01/2025 and expire on 02/01/2026.
    const attendance = {
      workedDays: [...run('2023-02-01', 100), ...run('2024-01-02', 300)],
      since,
      weekDays: 6 as const,
    };
    const b = vacationBalance(HIRED, null, [], '2026-03-01', attendance);
    expect(b).toMatchObject({ years: 3, yearsEarned: 1, earned: 30 });
    expect(b.expired).toEqual([{ year: 2, earnedOn: '2025-01-02', expiredOn: '2026-01-02', days: 30 }]);
    // 10 days taken in 2025 cover year 2 (the oldest earned), not year 1: 20 expired.
    const rested = vacationBalance(
      HIRED,
      null,
      [{ start: '2025-05-01', end: '2025-05-10' }],
      '2026-03-01',
      attendance,
    );
    expect(rested.expired).toEqual([{ year: 2, earnedOn: '2025-01-02', expiredOn: '2026-01-02', days: 20 }]);
  });
});
