import { describe, expect, it } from 'vitest';
import { consolidateMonth } from '../../../src/domain/payroll/monthly-payroll';
import { seedParameters } from '../../../src/domain/payroll/seed-parameters';
import { conceptLabel } from '../../../src/domain/payroll/concept-labels';
import { earningLabel } from '../../../src/domain/payroll/payslip';
import type { EarningLine } from '../../../src/domain/payroll/lines';
import { computeWeeklyPayroll, type WorkerWeek } from '../../../src/domain/payroll/weekly-payroll';
import type { WeeklyPayrollInput } from '../../../src/domain/payroll/weekly-input';
import {
  AFP_INTEGRA_FLOW,
  d,
  expectErr,
  expectOk,
  landing,
  onBoard,
  ONP,
  POSITIONS,
  SHARE_RULES,
  worker,
} from './fixtures';

const parameters = seedParameters();

/**
 * Week 14 of 2025 (2025-03-31 … 2025-04-06), V1 at 20.00 %, anchoveta at S/ 500.00 per TM.
 * 20000001 (AFP Integra on flow, union member) is alone on board on 04-01 with 10.000 TM: a catch share
 * of S/ 1,000.00, plus two other earnings of S/ 334.57. 20000002 (ONP) has no day on board: only an
 * other earning of S/ 450.55.
 */
function week(overrides: Partial<WeeklyPayrollInput> = {}): WeeklyPayrollInput {
  return {
    week: { year: 2025, number: 14, start: '2025-03-31', end: '2025-04-06', month: '2025-04' },
    vessels: [{ code: 'V1', sharePct: d('20.00') }],
    species: [{ code: 'ANCH', name: 'Anchoveta', fishingType: 'CHI' }],
    prices: [{ species: 'ANCH', effectiveFrom: '2025-01-01', pricePerTonne: d('500.00') }],
    positions: POSITIONS,
    shareRules: SHARE_RULES,
    workers: [
      worker('20000001', 'PESCADOR', AFP_INTEGRA_FLOW, { unionAffiliated: true }),
      worker('20000002', 'PESCADOR', ONP),
    ],
    landings: [landing('2025-04-01', '10.000')],
    attendance: [onBoard('2025-04-01', '20000001')],
    otherEarnings: [
      { worker: '20000001', amount: d('234.57'), reason: 'Reintegro semana 12 (error de TM)' },
      { worker: '20000002', amount: d('450.55'), reason: '  Bono de producción semana 14 ' },
      { worker: '20000001', amount: d('100.00'), reason: 'Bono de producción semana 14' },
    ],
    ...overrides,
  };
}

const byDocument = (workers: readonly WorkerWeek[], document: string) =>
  workers.find((w) => w.worker.document === document)!;

const amounts = (lines: readonly { concept: string; amount: { toString(): string } }[]) =>
  lines.map((line) => [line.concept, line.amount.toString()]);

describe('other earnings (otros ingresos) of the week', () => {
  const payroll = expectOk(computeWeeklyPayroll(week(), parameters));

  it('AFP worker: the earnings are part of the gross, the base of the pension charges, EsSalud and SCTR', () => {
    const w = byDocument(payroll.workers, '20000001');
    // After the catch share, by reason.
    expect(w.earnings.map((e) => [e.concept, e.amount.toString(), e.inputs])).toEqual([
      ['catchShare', '1000.00', expect.anything()],
      ['otherEarning', '100.00', { reason: 'Bono de producción semana 14' }],
      ['otherEarning', '234.57', { reason: 'Reintegro semana 12 (error de TM)' }],
    ]);
    expect(w.catchShares.toString()).toBe('1000.00');
    // 1,000.00 + 100.00 + 234.57
    expect(w.gross.toString()).toBe('1334.57');
    expect(amounts(w.deductions)).toEqual([
      ['pensionContribution', '133.46'], // 10 % × 1,334.57 = 133.457
      ['pensionInsurance', '18.28'], // 1.37 % = 18.283609
      ['pensionCommission', '20.69'], // Integra 1.55 % = 20.685835
      ['unionDues', '15.00'], // 1.5 % of the catch share only (1,000.00)
    ]);
    expect(w.totalDeductions.toString()).toBe('187.43');
    expect(w.net.toString()).toBe('1147.14'); // 1,334.57 − 187.43
    expect(amounts(w.employer)).toEqual([
      ['essalud', '120.11'], // 9 % = 120.1113
      ['pensionEmployer', '66.73'], // 5 % = 66.7285
      ['sctr', '13.35'], // 1 % = 13.3457
    ]);
    expect(w.totalEmployer.toString()).toBe('200.19');
    expect(w.subtotals.otherEarnings.toString()).toBe('334.57');
    expect(w.subtotals.fixedPay.toString()).toBe('0.00');
    expect(w.subtotals.pension.toString()).toBe('172.43');
  });

  it('ONP worker with only an other earning and no day on board is still computed', () => {
    const w = byDocument(payroll.workers, '20000002');
    expect(w.daysOnBoard).toBe(0);
    expect(w.daysOnLand).toBe(0);
    expect(amounts(w.earnings)).toEqual([['otherEarning', '450.55']]);
    expect((w.earnings[0] as EarningLine).inputs).toEqual({ reason: 'Bono de producción semana 14' });
    expect(w.catchShares.toString()).toBe('0.00');
    expect(w.gross.toString()).toBe('450.55');
    expect(amounts(w.deductions)).toEqual([['pensionContribution', '58.57']]); // 13 % = 58.5715
    expect(w.net.toString()).toBe('391.98');
    expect(amounts(w.employer)).toEqual([
      ['essalud', '40.55'], // 9 % = 40.5495
      ['sctr', '4.51'], // 1 % = 4.5055
    ]);
    expect(w.subtotals.otherEarnings.toString()).toBe('450.55');
  });

  it('adds them to the week totals', () => {
    expect(payroll.totals.catchShares.toString()).toBe('1000.00');
    expect(payroll.totals.gross.toString()).toBe('1785.12'); // 1,334.57 + 450.55
    expect(payroll.totals.deductions.toString()).toBe('246.00'); // 187.43 + 58.57
    expect(payroll.totals.net.toString()).toBe('1539.12');
    expect(payroll.totals.employer.toString()).toBe('245.25'); // 200.19 + 45.06
  });

  it('labels the line «Otros ingresos» (OTRO INGRESO on the payslip, its reason in the detail)', () => {
    expect(conceptLabel('otherEarning')).toBe('Otros ingresos');
    const line = byDocument(payroll.workers, '20000002').earnings[0]!;
    expect(earningLabel(line)).toBe('OTRO INGRESO');
  });

  it('goes into the month: gross, the benefits’ base (D.S. 014-2004-TR) and income tax as extraordinary income', () => {
    const month = expectOk(consolidateMonth({ month: '2025-04', weeks: [payroll] }, parameters));
    const afp = month.workers.find((w) => w.worker.document === '20000001')!;
    expect(afp.otherEarnings.toString()).toBe('334.57');
    expect(afp.gross.toString()).toBe('1334.57');
    // The benefits' base is all the remunerative pay: 1,000.00 shares + 334.57 other earnings = 1,334.57
    expect(amounts(afp.benefits)).toEqual([
      ['vacation', '111.17'], // 8.33 % × 1,334.57 = 111.169681
      ['bonus', '222.34'], // 16.66 % × 1,334.57 = 222.339362
      ['bonusExtra', '20.01'], // 9 % × 222.34 = 20.0106
      ['cts', '111.17'],
    ]);
    expect(afp.benefits[0]!.inputs.otherEarnings?.toString()).toBe('334.57');
    // gross + vacaciones = 1,334.57 + 111.17
    expect(afp.contributionBase.remunerativePay.toString()).toBe('1445.74');
    // remunerative pay + gratificación + bonificación = 1,445.74 + 222.34 + 20.01 = 1,688.09; the other
    // earnings are extraordinary (art. 40 e): not projected; the ordinary 1,353.52 × 8 months = 10,828.16
    expect(afp.incomeTax.monthPay.toString()).toBe('1688.09');
    expect(afp.incomeTax.extraordinaryPay.toString()).toBe('334.57');
    expect(afp.incomeTax.ordinaryPay.toString()).toBe('1353.52');
    expect(afp.incomeTax.projectedPay.toString()).toBe('10828.16');
    // 12,181.68 and 12,516.25 a year are under 7 UIT (37,450.00): nothing to withhold
    expect(afp.incomeTax.extraordinaryTax.toString()).toBe('0.00');
    expect(afp.incomeTax.withholding.toString()).toBe('0.00');

    const onp = month.workers.find((w) => w.worker.document === '20000002')!;
    expect(onp.otherEarnings.toString()).toBe('450.55');
    // 8.33 % × 450.55 = 37.530815; 16.66 % = 75.06163; 9 % × 75.06 = 6.7554
    expect(onp.benefits.map((b) => b.amount.toString())).toEqual(['37.53', '75.06', '6.76', '37.53']);
    expect(onp.contributionBase.remunerativePay.toString()).toBe('488.08');
  });

  it('does not depend on the order of the list', () => {
    const reversed = expectOk(
      computeWeeklyPayroll(week({ otherEarnings: [...week().otherEarnings!].reverse() }), parameters),
    );
    expect(amounts(byDocument(reversed.workers, '20000001').earnings)).toEqual(
      amounts(byDocument(payroll.workers, '20000001').earnings),
    );
  });
});

describe('other earnings: validation', () => {
  it('refuses an unknown worker, naming the list and the row', () => {
    const errors = expectErr(
      computeWeeklyPayroll(
        week({ otherEarnings: [{ worker: '99999999', amount: d('10.00'), reason: 'Reintegro' }] }),
        parameters,
      ),
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]!.kind).toBe('UnknownWorker');
    expect(errors[0]!.rows).toEqual([
      { list: 'otherEarnings', index: 0, worker: '99999999', reason: 'Reintegro' },
    ]);
  });

  it('refuses a zero or negative amount and a blank reason, each row by its index', () => {
    const errors = expectErr(
      computeWeeklyPayroll(
        week({
          otherEarnings: [
            { worker: '20000001', amount: d('0.00'), reason: 'Bono' },
            { worker: '20000001', amount: d('50.00'), reason: 'Bono válido' },
            { worker: '20000002', amount: d('-5.00'), reason: 'Reintegro' },
            { worker: '20000002', amount: d('5.00'), reason: '   ' },
          ],
        }),
        parameters,
      ),
    );
    expect(errors.map((e) => e.kind)).toEqual(['InvalidEarning']);
    expect(errors[0]!.message).toBe('Ingreso sin monto positivo o sin motivo');
    expect(errors[0]!.rows.map((r) => [r.list, r.index])).toEqual([
      ['otherEarnings', 0],
      ['otherEarnings', 2],
      ['otherEarnings', 3],
    ]);
  });

  it('lets an other earning cover a deduction that the catch share alone could not', () => {
    const input = week({
      workers: [worker('20000002', 'PESCADOR', ONP)],
      landings: [],
      attendance: [],
      otherEarnings: [{ worker: '20000002', amount: d('450.55'), reason: 'Bono' }],
      deductions: [{ worker: '20000002', amount: d('391.98'), reason: 'Adelanto', kind: 'advance' }],
    });
    const w = expectOk(computeWeeklyPayroll(input, parameters)).workers[0]!;
    expect(w.net.toString()).toBe('0.00');
    const tooMuch = expectErr(
      computeWeeklyPayroll(
        { ...input, deductions: [{ worker: '20000002', amount: d('391.99'), reason: 'Adelanto' }] },
        parameters,
      ),
    );
    expect(tooMuch.map((e) => e.kind)).toEqual(['DeductionsExceedPay']);
  });
});
