import { describe, expect, it } from 'vitest';
import {
  deliveryDueOn,
  deliveryState,
  easterSunday,
  isOverdue,
  isWorkingDay,
  nationalHolidays,
  workingDayAfter,
} from '../../../src/domain/payslip-deliveries/delivery';

describe('the payslip delivery deadline', () => {
  it('knows Easter of several years', () => {
    expect(easterSunday(2024)).toBe('2024-03-31');
    expect(easterSunday(2025)).toBe('2025-04-20');
    expect(easterSunday(2026)).toBe('2026-04-05');
  });

  it("lists Peru's sixteen national holidays from 2023, Holy Thursday and Friday included", () => {
    const holidays = nationalHolidays(2025);
    expect(holidays.size).toBe(16);
    for (const day of ['2025-04-17', '2025-04-18', '2025-06-07', '2025-07-23', '2025-08-06', '2025-12-09'])
      expect(holidays.has(day)).toBe(true);
    // Before the laws that added them: 7 June and 23 July were working days in 2022.
    expect(nationalHolidays(2022).has('2022-06-07')).toBe(false);
    expect(nationalHolidays(2022).has('2022-08-06')).toBe(true);
    expect(nationalHolidays(2021).has('2021-12-09')).toBe(false);
  });

  it('counts Monday to Friday, not holidays', () => {
    expect(isWorkingDay('2025-03-24')).toBe(true); // Monday
    expect(isWorkingDay('2025-03-22')).toBe(false); // Saturday
    expect(isWorkingDay('2025-03-23')).toBe(false); // Sunday
    expect(isWorkingDay('2025-07-28')).toBe(false); // Fiestas Patrias
  });

  it('gives the third working day after the payment', () => {
    // Paid Monday 24 March 2025: Tuesday, Wednesday, Thursday.
    expect(workingDayAfter('2025-03-24', 3)).toBe('2025-03-27');
    // Paid Friday: Monday, Tuesday, Wednesday.
    expect(workingDayAfter('2025-03-21', 3)).toBe('2025-03-26');
    // Paid Tuesday 15 April 2025: Wednesday, then Holy Thursday and Friday and the weekend are skipped.
    expect(workingDayAfter('2025-04-15', 3)).toBe('2025-04-22');
    // Paid Friday 25 July 2025: Monday 28 and Tuesday 29 are holidays.
    expect(workingDayAfter('2025-07-25', 3)).toBe('2025-08-01');
  });

  it("reads the payment's day in Lima, and is overdue only after the whole due day", () => {
    // 03:00 UTC on Tuesday is still Monday evening in Lima.
    expect(deliveryDueOn(new Date('2025-03-25T03:00:00Z'))).toBe('2025-03-27');
    expect(isOverdue('2025-03-27', new Date('2025-03-28T04:59:00Z'))).toBe(false);
    expect(isOverdue('2025-03-27', new Date('2025-03-28T05:00:00Z'))).toBe(true);
  });

  it('reads the state from the marks, confirmation first', () => {
    const none = { downloadedAt: null, printedAt: null, confirmedAt: null };
    const at = new Date('2025-03-25T15:00:00Z');
    expect(deliveryState(none)).toBe('pendiente');
    expect(deliveryState({ ...none, printedAt: at })).toBe('entregada');
    expect(deliveryState({ ...none, downloadedAt: at })).toBe('entregada');
    expect(deliveryState({ ...none, downloadedAt: at, confirmedAt: at })).toBe('confirmada');
  });
});
