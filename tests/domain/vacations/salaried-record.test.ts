import { describe, expect, it } from 'vitest';
import { salariedAttendance } from '../../../src/domain/vacations/salaried-record';
import { vacationBalance } from '../../../src/domain/vacations/vacation';

/** The récord vacacional of land staff (docs/payroll.md «Land staff (régimen general)»). */
describe('the récord of a general-regime worker', () => {
  it('counts every day Monday to Saturday while employed, known from the hire date', () => {
    const a = salariedAttendance('2025-02-10', null, '2025-02-16', 6);
    // Monday 10 to Sunday 16 February 2025: six working days.
    expect(a.workedDays).toEqual([
      '2025-02-10',
      '2025-02-11',
      '2025-02-12',
      '2025-02-13',
      '2025-02-14',
      '2025-02-15',
    ]);
    expect(a.since).toBe('2025-02-10');
    expect(salariedAttendance('2025-02-10', null, '2025-02-16', 5).workedDays).toHaveLength(5);
    expect(salariedAttendance('2025-02-10', '2025-02-12', '2025-02-16', 6).workedDays).toHaveLength(3);
  });

  it('earns the 30 days on the first anniversary (314 days worked ≥ 260), where grid days alone earn none', () => {
    // 10/02/2025 to 10/02/2026: 366 days, 52 Sundays: 314 working days.
    const a = salariedAttendance('2025-02-10', null, '2026-02-10', 6);
    expect(a.workedDays).toHaveLength(314);
    expect(vacationBalance('2025-02-10', null, [], '2026-02-10', a).earned).toBe(30);
    const none = { workedDays: [], since: '2025-01-01', weekDays: 6 as const };
    expect(vacationBalance('2025-02-10', null, [], '2026-02-10', none).earned).toBe(0);
  });
});
