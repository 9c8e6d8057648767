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

  it('leaves the recorded absences out of the days worked, and not as rest taken (D.Leg. 713 art. 10)', () => {
    const a = salariedAttendance('2025-02-10', null, '2026-02-10', 6);
    // Year 1 (10/02/2025–09/02/2026) has 313 working days; March and April 2025: 26 + 26 absent → 261 ≥ 260.
    const spring = { start: '2025-03-01', end: '2025-04-30', kind: 'inasistencia' as const };
    const b = vacationBalance('2025-02-10', null, [spring], '2026-02-10', a);
    expect([b.records[0]!.worked, b.records[0]!.reached, b.earned, b.taken]).toEqual([261, true, 30, 0]);
    // Three more (Monday 5 to Wednesday 7 May): 258 < 260, the year earns nothing.
    const may = { start: '2025-05-05', end: '2025-05-07', kind: 'inasistencia' as const };
    const c = vacationBalance('2025-02-10', null, [spring, may], '2026-02-10', a);
    expect([c.records[0]!.worked, c.records[0]!.reached, c.earned]).toEqual([258, false, 0]);
    // Rest taken still counts as worked and as taken.
    const rest = { start: '2025-05-05', end: '2025-05-07', kind: 'vacaciones' as const };
    const d = vacationBalance('2025-02-10', null, [spring, rest], '2026-02-10', a);
    expect([d.records[0]!.computable, d.earned, d.taken]).toEqual([261, 30, 3]);
  });

  it('counts the days of a vacation taken as rest, not as days worked, and each day once', () => {
    const a = salariedAttendance('2025-02-10', null, '2026-02-10', 6);
    // Monday 5 to Sunday 11 May 2025: six working days and the Sunday, all rest.
    const rest = { start: '2025-05-05', end: '2025-05-11', kind: 'vacaciones' as const };
    const b = vacationBalance('2025-02-10', null, [rest], '2026-02-10', a);
    expect([b.records[0]!.worked, b.records[0]!.rest, b.records[0]!.computable]).toEqual([307, 7, 314]);
    expect(b.taken).toBe(7);
  });
});
