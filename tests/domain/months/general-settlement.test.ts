import { describe, expect, it } from 'vitest';
import { generalSettlementLines } from '../../../src/domain/months/general-settlement';
import { leaverSettlement, type LeaverWorker } from '../../../src/domain/months/leaver';
import type { MonthWorkerTotals } from '../../../src/domain/months/month';
import type { SemesterSource } from '../../../src/domain/months/semesters';
import { Decimal } from '../../../src/domain/payroll/decimal';

/**
 * A general-regime leaver (docs/payroll.md «Land staff (régimen general)»), by hand. Hired 10/02/2025,
 * ended 20/08/2025; salary 3,000.00 + asignación familiar 113.00: R = 3,113.00. The June run paid the
 * gratificación of July (2,075.33, bonificación 186.78); July is still open.
 */
const worker: LeaverWorker = {
  document: '40000001',
  documentType: 'DNI',
  name: 'ROJAS, ANA',
  hireDate: '2025-02-10',
  endDate: '2025-08-20',
};

const figures = (bonus: string, bonusExtra: string): MonthWorkerTotals => ({
  document: worker.document,
  name: worker.name,
  weeks: 4,
  gross: '2800.00',
  vacation: '0.00',
  bonus,
  bonusExtra,
  cts: '0.00',
  familyAllowance: '113.00',
  pensionAdjustment: '0.00',
  incomeTax: '0.00',
  refundDue: '0.00',
  payable: '0.00',
  carriedToLastWeek: '0.00',
  taxablePay: '0.00',
  employer: '0.00',
});

const closed = (month: string, bonus = '0.00', extra = '0.00'): SemesterSource => ({
  month,
  state: 'cerrado',
  workers: [figures(bonus, extra)],
});

const sources: SemesterSource[] = [
  closed('2025-05'),
  closed('2025-06', '2075.33', '186.78'),
  { month: '2025-07', state: 'calculado', workers: null },
];

describe('the settlement of a general-regime leaver', () => {
  const settlement = leaverSettlement(worker, sources, {
    lines: generalSettlementLines({
      monthlySalary: Decimal.of('3000.00'),
      familyAllowance: Decimal.of('113.00'),
      bonusExtraRate: Decimal.of('9.00'),
    }),
  });
  const line = (concept: string) => settlement.lines.find((l) => l.concept === concept)!;

  it('deposits the CTS trunca of May–August with a sixth of the June gratificación', () => {
    // (3,113 + 2,075.33 / 6 = 345.89) × (3 months × 30 + 20 days) / 360 = 3,458.89 × 110 / 360 = 1,056.88
    expect(line('cts')).toMatchObject({ pending: '1056.88', payment: 'deposito', taxable: false });
  });

  it('pays the gratificación trunca of July (the one full month) with its bonificación', () => {
    // 3,113 × 1 / 6 = 518.83; × 9 % = 46.69; nothing paid yet of July–December
    expect(line('bonus')).toMatchObject({ paid: '0.00', pending: '565.52' });
  });

  it('pays the vacaciones truncas of the record year in course', () => {
    // 10/02 to 20/08: 6 months and 11 days; 3,113 × (180 + 11) / 360 = 1,651.62
    expect(line('vacation')).toMatchObject({ pending: '1651.62', taxable: true });
  });

  it('adds up to what the employer owes', () => {
    expect(settlement.total).toBe('3274.02');
    expect(settlement.deposit).toBe('1056.88');
    expect(settlement.pendingMonths).toEqual(['2025-07']);
  });
});
