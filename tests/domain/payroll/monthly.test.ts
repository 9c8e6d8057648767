import { describe, expect, it } from 'vitest';
import { consolidateMonth, type WorkerMonth } from '../../../src/domain/payroll/monthly-payroll';
import { seedParameters } from '../../../src/domain/payroll/seed-parameters';
import { computeWeeklyPayroll, type WeeklyPayroll } from '../../../src/domain/payroll/weekly-payroll';
import type { WeeklyPayrollInput } from '../../../src/domain/payroll/weekly-input';
import type { PensionChoice } from '../../../src/domain/payroll/pension';
import {
  AFP_INTEGRA_FLOW,
  d,
  expectErr,
  expectOk,
  landing,
  onBoard,
  onLand,
  POSITIONS,
  REP,
  SHARE_RULES,
  worker,
  workedExample,
} from './fixtures';

const parameters = seedParameters();

function compute(input: WeeklyPayrollInput): WeeklyPayroll {
  return expectOk(computeWeeklyPayroll(input, parameters));
}

function byDocument(workers: readonly WorkerMonth[], document: string): WorkerMonth {
  return workers.find((w) => w.worker.document === document)!;
}

function lines(list: readonly { concept: string; amount: { toString(): string } }[]) {
  return list.map((line) => [line.concept, line.amount.toString()]);
}

/** A week with one worker alone on V1 (20 %, S/ 500.00 per TM): `tonnes` × 100 soles of pay. */
function soloWeek(
  number: number,
  start: string,
  end: string,
  tonnes: string,
  pension: PensionChoice = REP,
  extra: Partial<WeeklyPayrollInput> = {},
): WeeklyPayrollInput {
  return {
    week: { year: Number(start.slice(0, 4)), number, start, end, month: end.slice(0, 7) },
    vessels: [{ code: 'V1', sharePct: d('20.00') }],
    species: [{ code: 'ANCH', fishingType: 'CHI' }],
    prices: [{ species: 'ANCH', effectiveFrom: '2025-01-01', pricePerTonne: d('500.00') }],
    positions: POSITIONS,
    shareRules: SHARE_RULES,
    workers: [worker('30000001', 'PESCADOR', pension)],
    landings: [landing(start, tonnes)],
    attendance: [onBoard(start, '30000001')],
    ...extra,
  };
}

describe('monthly consolidation', () => {
  // The worked example's week, plus a pescador who only worked two days on land.
  const example = workedExample(REP);
  const april = compute({
    ...example,
    workers: [...example.workers, worker('10000009', 'PESCADOR')],
    attendance: [...example.attendance, onLand('2025-04-04', '10000009'), onLand('2025-04-05', '10000009')],
  });
  const month = expectOk(consolidateMonth({ month: '2025-04', weeks: [april] }, parameters));

  it('runs vacaciones 8.33 %, gratificación 16.66 % + bonificación extraordinaria 9 % and CTS 8.33 % on the catch share', () => {
    const patron = byDocument(month.workers, '10000001');
    expect(patron.catchShares.toString()).toBe('4253.01');
    expect(lines(patron.benefits)).toEqual([
      ['vacation', '354.28'],
      ['bonus', '708.55'],
      ['bonusExtra', '63.77'],
      ['cts', '354.28'],
    ]);
    expect(patron.benefits[2]!.inputs.base.toString()).toBe('708.55');
  });

  it('trues up pension, EsSalud, employer REP and SCTR from the weeks to the month (pay + vacaciones)', () => {
    const patron = byDocument(month.workers, '10000001');
    expect(patron.contributionBase.remunerativePay.toString()).toBe('4607.29');
    expect(patron.contributionBase.topUp.toString()).toBe('0.00');
    expect(lines(patron.pension.charges)).toEqual([['pensionContribution', '368.58']]);
    expect(patron.pension.inWeeks.toString()).toBe('340.24');
    expect(patron.pension.adjustment.toString()).toBe('28.34');
    expect(
      patron.employer.map((l) => [
        l.concept,
        l.amount.toString(),
        l.inputs.inWeeks.toString(),
        l.inputs.adjustment.toString(),
      ]),
    ).toEqual([
      ['essalud', '414.66', '382.77', '31.89'],
      ['pensionEmployer', '230.36', '212.65', '17.71'],
      ['sctr', '46.07', '42.53', '3.54'],
    ]);
  });

  it('settles the monthly run: benefits − pension adjustment − income tax; CTS is deposited', () => {
    const patron = byDocument(month.workers, '10000001');
    // 4,253.01 + 354.28 + 708.55 + 63.77 = 5,379.61, projected over May–December (art. 40 a):
    // × 8 = 43,036.88; annual 48,416.49 − 37,450.00 = 10,966.49 × 8 % = 877.3192 → 877.32; / 9 = 97.48
    expect(patron.incomeTax.monthPay.toString()).toBe('5379.61');
    expect(patron.incomeTax.projectedPay.toString()).toBe('43036.88');
    expect(patron.incomeTax.annualTax.toString()).toBe('877.32');
    expect(patron.incomeTax.withholding.toString()).toBe('97.48');
    expect(Object.fromEntries(Object.entries(patron.settlement).map(([k, v]) => [k, v.toString()]))).toEqual({
      benefits: '1126.60',
      pensionAdjustment: '28.34',
      incomeTax: '97.48',
      payable: '1000.78',
      carriedToLastWeek: '0.00',
      ctsDeposit: '354.28',
    });
  });

  it('tops the contribution base up to the RMV (S/ 1,130.00) and has the employer pay the difference', () => {
    const landOnly = byDocument(month.workers, '10000009');
    expect(landOnly.gross.toString()).toBe('40.00');
    expect(landOnly.landWork.toString()).toBe('40.00');
    // Land work is remunerative pay (D.S. 014-2004-TR): 8.33 % × 40.00 = 3.332 → 3.33; 16.66 % = 6.664
    // → 6.66; bonificación 9 % × 6.66 = 0.5994 → 0.60
    expect(lines(landOnly.benefits).map(([, amount]) => amount)).toEqual(['3.33', '6.66', '0.60', '3.33']);
    expect(landOnly.benefits[0]!.inputs.landWork?.toString()).toBe('40.00');
    expect(landOnly.contributionBase.rmv.toString()).toBe('1130');
    expect(landOnly.contributionBase.base.toString()).toBe('1130.00');
    // remunerative pay 40.00 + 3.33 = 43.33
    expect(landOnly.contributionBase.topUp.toString()).toBe('1086.67');
    // REP 8 % × 43.33 = 3.4664 → 3.47; the week withheld 3.20
    expect(lines(landOnly.pension.charges)).toEqual([['pensionContribution', '3.47']]);
    expect(landOnly.pension.adjustment.toString()).toBe('0.27');
    // REP 8 % of 1,130.00 = 90.40, of 43.33 = 3.47: the employer pays 86.93
    expect(landOnly.pension.employerTopUp.amount.toString()).toBe('86.93');
    expect(
      landOnly.employer.map((l) => [
        l.concept,
        l.inputs.base.toString(),
        l.amount.toString(),
        l.inputs.adjustment.toString(),
      ]),
    ).toEqual([
      ['essalud', '1130.00', '101.70', '98.10'],
      ['pensionEmployer', '1130.00', '56.50', '54.50'],
      ['sctr', '43.33', '0.43', '0.03'],
    ]);
  });

  it('charges the Fondo Extraordinario del Pescador per TM captured by each vessel', () => {
    expect(month.fep.map((l) => [l.inputs.vessel, l.inputs.tonnes.toString(), l.amount.toString()])).toEqual([
      ['V1', '180.500', '707.56'],
    ]);
    expect(month.totals.fep.toString()).toBe('707.56');
  });

  it('lists the month’s weeks per worker and totals the month', () => {
    const patron = byDocument(month.workers, '10000001');
    expect(patron.weeks.map((w) => [w.number, w.gross.toString(), w.net.toString()])).toEqual([
      [14, '4253.01', '3912.77'],
    ]);
    expect(month.workers.map((w) => w.worker.document)).toEqual([
      '10000001',
      '10000002',
      '10000003',
      '10000004',
      '10000005',
      '10000006',
      '10000007',
      '10000008',
      '10000009',
    ]);
    expect(month.totals.gross.toString()).toBe('20773.44');
    expect(month.parameterDate).toBe('2025-04-30');
  });

  it('applies the monthly AFP insurable cap across weeks, and the EPS rate of the bonificación extraordinaria', () => {
    const afp = (w: WeeklyPayrollInput) => ({
      ...w,
      workers: [worker('30000001', 'PESCADOR', AFP_INTEGRA_FLOW, { eps: true })],
    });
    const w14 = compute(afp(soloWeek(14, '2025-03-31', '2025-04-06', '80.000')));
    const w15 = compute(afp(soloWeek(15, '2025-04-07', '2025-04-13', '80.000')));
    const result = expectOk(
      consolidateMonth(
        {
          month: '2025-04',
          weeks: [w15, w14],
          yearToDate: [1, 2, 3].map((m) => ({
            worker: '30000001',
            month: m,
            taxablePay: d('20000.00'),
            taxWithheld: d('100.00'),
          })),
        },
        parameters,
      ),
    );
    const w = result.workers[0]!;
    expect(w.weeks.map((week) => week.number)).toEqual([14, 15]);
    expect(w.gross.toString()).toBe('16000.00');
    expect(lines(w.benefits)).toEqual([
      ['vacation', '1332.80'],
      ['bonus', '2665.60'],
      ['bonusExtra', '179.93'],
      ['cts', '1332.80'],
    ]);
    // Month: 10 % × 17,332.80 = 1,733.28; insurance 1.37 % × 12,209.11 (cap) = 167.26; commission 1.55 % = 268.66
    expect(lines(w.pension.charges)).toEqual([
      ['pensionContribution', '1733.28'],
      ['pensionInsurance', '167.26'],
      ['pensionCommission', '268.66'],
    ]);
    // Weeks: 800.00 + 109.60 + 124.00, twice
    expect(w.pension.inWeeks.toString()).toBe('2067.20');
    expect(w.pension.adjustment.toString()).toBe('102.00');
    // Income tax, April (art. 40 a: the month's pay, catch shares included, projected over May–December):
    // month 16,000 + 1,332.80 + 2,665.60 + 179.93 = 20,178.33; × 8 = 161,426.64;
    // annual 60,000 + 20,178.33 + 161,426.64 = 241,604.97; taxable 204,154.97;
    // tax 2,140 + 11,235 + 13,642.50 + (204,154.97 − 187,250) × 20 % (3,380.994 → 3,380.99) = 30,398.49;
    // (30,398.49 − 300) / 9 = 3,344.2766… → 3,344.28
    expect(w.incomeTax.projectedPay.toString()).toBe('161426.64');
    expect(w.incomeTax.annualIncome.toString()).toBe('241604.97');
    expect(w.incomeTax.annualTax.toString()).toBe('30398.49');
    expect(w.incomeTax.withholding.toString()).toBe('3344.28');
    // 1,332.80 + 2,665.60 + 179.93 − 102.00 − 3,344.28
    expect(w.settlement.payable.toString()).toBe('732.05');
  });

  it('settles income tax in December and carries what the monthly run cannot cover to the last week', () => {
    const december = compute(soloWeek(49, '2025-12-01', '2025-12-07', '100.000'));
    const result = expectOk(
      consolidateMonth(
        {
          month: '2025-12',
          weeks: [december],
          yearToDate: Array.from({ length: 11 }, (_, i) => ({
            worker: '30000001',
            month: i + 1,
            taxablePay: d('12000.00'),
            taxWithheld: d('800.00'),
          })),
        },
        parameters,
      ),
    );
    const w = result.workers[0]!;
    // Month pay 10,000 + 833.00 + 1,666.00 + 149.94 = 12,648.94; annual 144,648.94; taxable 107,198.94
    // tax 2,140 + 11,235 + 198.94 × 17 % (33.82) = 13,408.82; minus 8,800.00 withheld = 4,608.82
    expect(w.incomeTax.taxableIncome.toString()).toBe('107198.94');
    expect(w.incomeTax.annualTax.toString()).toBe('13408.82');
    expect(w.incomeTax.divisor).toBe(1);
    expect(w.incomeTax.withholding.toString()).toBe('4608.82');
    // Benefits 2,648.94 − pension adjustment 66.64 − 4,608.82 < 0
    expect(w.settlement.payable.toString()).toBe('0.00');
    expect(w.settlement.carriedToLastWeek.toString()).toBe('2026.52');
  });

  it('refuses weeks of another month, repeated weeks and year-to-date rows not before the month', () => {
    const w14 = compute(soloWeek(14, '2025-03-31', '2025-04-06', '10.000'));
    const w13 = compute(soloWeek(13, '2025-03-24', '2025-03-30', '10.000'));
    const errors = expectErr(
      consolidateMonth(
        {
          month: '2025-04',
          weeks: [w14, w13, w14],
          yearToDate: [
            { worker: '30000001', month: 4, taxablePay: d('1'), taxWithheld: d('0') },
            { worker: '30000001', month: 2, taxablePay: d('1'), taxWithheld: d('0') },
            { worker: '30000001', month: 2, taxablePay: d('1'), taxWithheld: d('0') },
          ],
        },
        parameters,
      ),
    );
    expect(errors.map((e) => [e.kind, e.rows.map((r) => r.index)])).toEqual([
      ['WeekOutsideMonth', [1]],
      ['DuplicateWeek', [2]],
      ['InvalidYearToDate', [0, 2]],
    ]);
    expect(errors[0]!.message).toBe('Semana que no pertenece al mes');
  });
});
