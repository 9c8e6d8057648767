import { describe, expect, it } from 'vitest';
import { computeIncomeTax, readTaxScale } from '../../../src/domain/payroll/income-tax';
import {
  consolidateMonth,
  type MonthlyPayrollInput,
  type WorkerMonth,
} from '../../../src/domain/payroll/monthly-payroll';
import { PARAMETER, ParameterCatalogue, ParameterReader } from '../../../src/domain/payroll/parameters';
import { SEED_PARAMETER_ENTRIES, seedParameters } from '../../../src/domain/payroll/seed-parameters';
import { computeWeeklyPayroll } from '../../../src/domain/payroll/weekly-payroll';
import type { WorkerInput } from '../../../src/domain/payroll/weekly-input';
import { d, expectErr, expectOk, landing, onBoard, POSITIONS, REP, SHARE_RULES, worker } from './fixtures';

/**
 * The four rules added after the first engine (docs/payroll.md "The rules, with their sources"):
 * asignación familiar (Ley 25129), EsSalud split with an EPS (Ley 26790 art. 15), the additional
 * deduction of up to 3 UIT (LIR art. 46 / art. 75) and other employers' income (art. 40 of the
 * Reglamento). Every expected figure is worked out by hand in the comments.
 *
 * The common week: week 15 of 2025 (2025-04-07 … 2025-04-13), one worker alone on V1 (20 %),
 * 30.000 TM of anchoveta at S/ 500.00: catch value 15,000.00, pool 20 % = 3,000.00, all of it his
 * catch share (gross 3,000.00). Parameters of 30 April 2025: RMV 1,130; UIT 5,350.
 */
const parameters = seedParameters();

function weekOf(who: WorkerInput, catalogue: ParameterCatalogue = parameters) {
  return expectOk(
    computeWeeklyPayroll(
      {
        week: { year: 2025, number: 15, start: '2025-04-07', end: '2025-04-13', month: '2025-04' },
        vessels: [{ code: 'V1', sharePct: d('20.00') }],
        species: [{ code: 'ANCH', fishingType: 'CHI' }],
        prices: [{ species: 'ANCH', effectiveFrom: '2025-01-01', pricePerTonne: d('500.00') }],
        positions: POSITIONS,
        shareRules: SHARE_RULES,
        workers: [who],
        landings: [landing('2025-04-07', '30.000')],
        attendance: [onBoard('2025-04-07', who.document)],
      },
      catalogue,
    ),
  );
}

function monthOf(
  who: WorkerInput,
  extra: Partial<MonthlyPayrollInput> = {},
  catalogue: ParameterCatalogue = parameters,
) {
  return consolidateMonth({ month: '2025-04', weeks: [weekOf(who, catalogue)], ...extra }, catalogue);
}

/** The seed catalogue without one key: as a database seeded before the key existed. */
const seedWithout = (key: string) =>
  ParameterCatalogue.of(SEED_PARAMETER_ENTRIES.filter((e) => e.key !== key));

const only = (result: ReturnType<typeof monthOf>): WorkerMonth => expectOk(result).workers[0]!;
const text = (value: object) =>
  Object.fromEntries(Object.entries(value).map(([k, v]) => [k, (v as { toString(): string }).toString()]));
const employerLines = (w: WorkerMonth) =>
  w.employer.map((l) => [
    l.concept,
    l.inputs.rate.toString(),
    l.amount.toString(),
    l.inputs.inWeeks.toString(),
    l.inputs.adjustment.toString(),
  ]);

/** The three earlier months of 2025 of the income tax examples: 18,500.00 of pay and 150.00 withheld each. */
const yearToDate = [1, 2, 3].map((month) => ({
  worker: '30000001',
  month,
  taxablePay: d('18500.00'),
  taxWithheld: d('150.00'),
}));

describe('asignación familiar (Ley 25129)', () => {
  const month = expectOk(monthOf(worker('30000001', 'PESCADOR', REP, { familyAllowance: true })));
  const w = month.workers[0]!;

  it('pays 10 % of the RMV as a traced line and makes it remunerative pay', () => {
    // 1,130.00 × 10 % = 113.00
    expect(w.familyAllowance?.amount.toString()).toBe('113.00');
    expect(text(w.familyAllowance!.inputs)).toEqual({ rmv: '1130', rate: '10.00' });
    // It is remunerative pay, so part of the benefits' base (D.S. 014-2004-TR): 3,000.00 + 113.00 = 3,113.00;
    // vacaciones 8.33 % × 3,113.00 = 259.3129 → 259.31; remunerative pay 3,000.00 + 259.31 + 113.00 = 3,372.31
    expect(w.benefits[0]!.inputs.familyAllowance?.toString()).toBe('113.00');
    expect(w.benefits[0]!.inputs.base.toString()).toBe('3113.00');
    expect(text(w.contributionBase)).toEqual({
      remunerativePay: '3372.31',
      rmv: '1130',
      base: '3372.31',
      topUp: '0.00',
    });
  });

  it('enters the pension charges, EsSalud, the employer REP, SCTR and income tax', () => {
    // REP 8 % × 3,372.31 = 269.7848 → 269.78; the week withheld 8 % × 3,000.00 = 240.00: adjustment 29.78
    expect(w.pension.charges.map((l) => l.amount.toString())).toEqual(['269.78']);
    expect(w.pension.adjustment.toString()).toBe('29.78');
    // EsSalud 9 % × 3,372.31 = 303.5079 → 303.51 (week: 270.00); REP employer 5 % = 168.6155 → 168.62
    // (week: 150.00); SCTR 1 % = 33.7231 → 33.72 (week: 30.00)
    expect(employerLines(w)).toEqual([
      ['essalud', '9.00', '303.51', '270.00', '33.51'],
      ['pensionEmployer', '5.00', '168.62', '150.00', '18.62'],
      ['sctr', '1.00', '33.72', '30.00', '3.72'],
    ]);
    // gratificación 16.66 % × 3,113.00 = 518.6258 → 518.63; bonificación 9 % × 518.63 = 46.6767 → 46.68
    // month pay for income tax: 3,372.31 + 518.63 + 46.68 = 3,937.62
    expect(w.incomeTax.monthPay.toString()).toBe('3937.62');
    // projected × 8 (May–December) = 31,500.96; annual 35,438.58 < 7 UIT (37,450.00): nothing withheld
    expect(w.incomeTax.annualIncome.toString()).toBe('35438.58');
    expect(w.incomeTax.withholding.toString()).toBe('0.00');
  });

  it('is paid by the monthly run and totalled', () => {
    // benefits 259.31 + 518.63 + 46.68 = 824.62; payable 824.62 + 113.00 − 29.78 − 0.00 = 907.84
    expect(text(w.settlement)).toEqual({
      benefits: '824.62',
      familyAllowance: '113.00',
      pensionAdjustment: '29.78',
      incomeTax: '0.00',
      payable: '907.84',
      carriedToLastWeek: '0.00',
      ctsDeposit: '259.31',
    });
    expect(month.totals.familyAllowance.toString()).toBe('113.00');
    expect(month.parameters['familyAllowance.rate']?.toString()).toBe('10.00');
  });

  it('is absent for a worker without dependent children, and its parameter is then not needed', () => {
    const w0 = only(monthOf(worker('30000001', 'PESCADOR'), {}, seedWithout(PARAMETER.familyAllowanceRate)));
    expect(w0.familyAllowance).toBeUndefined();
    expect('familyAllowance' in w0.settlement).toBe(false);
    // 3,000.00 + 249.90 = 3,249.90
    expect(w0.contributionBase.remunerativePay.toString()).toBe('3249.90');
    const errors = expectErr(
      monthOf(
        worker('30000001', 'PESCADOR', REP, { familyAllowance: true }),
        {},
        seedWithout(PARAMETER.familyAllowanceRate),
      ),
    );
    expect(errors.map((e) => [e.kind, e.rows.map((r) => r.key)])).toEqual([
      ['ParameterNotInForce', ['familyAllowance.rate']],
    ]);
  });
});

describe('EsSalud with an EPS (Ley 26790 art. 15)', () => {
  const month = expectOk(monthOf(worker('30000001', 'PESCADOR', REP, { eps: true })));
  const w = month.workers[0]!;

  it('splits the 9 % between EsSalud and the EPS credit of 2.25 % of the base', () => {
    // base 3,000.00 + vacaciones 249.90 = 3,249.90
    // total 9 % × 3,249.90 = 292.491 → 292.49; credit 2.25 % × 3,249.90 = 73.12275 → 73.12
    // EsSalud 292.49 − 73.12 = 219.37; the week accrued 9 % × 3,000.00 = 270.00 as EsSalud:
    // adjustments 219.37 − 270.00 = −50.63 and 73.12 − 0.00 = 73.12 (together 22.49 = 292.49 − 270.00)
    expect(employerLines(w)).toEqual([
      ['essalud', '6.75', '219.37', '270.00', '-50.63'],
      ['epsCredit', '2.25', '73.12', '0.00', '73.12'],
      ['pensionEmployer', '5.00', '162.50', '150.00', '12.50'],
      ['sctr', '1.00', '32.50', '30.00', '2.50'],
    ]);
    const essalud = w.employer[0]!.inputs;
    expect([essalud.totalRate, essalud.total, essalud.epsCredit].map(String)).toEqual([
      '9.00',
      '292.49',
      '73.12',
    ]);
    expect(month.totals.essalud.plus(month.totals.epsCredit).toString()).toBe('292.49');
    expect([month.totals.essalud.toString(), month.totals.epsCredit.toString()]).toEqual(['219.37', '73.12']);
  });

  it('keeps the bonificación extraordinaria at 6.75 % (Ley 30334)', () => {
    // 16.66 % × 3,000.00 = 499.80; 6.75 % × 499.80 = 33.7365 → 33.74
    expect(w.benefits.map((b) => [b.concept, b.amount.toString()])[2]).toEqual(['bonusExtra', '33.74']);
  });

  it('leaves a worker without an EPS with EsSalud 9 % in one line and no EPS credit', () => {
    const w0 = only(monthOf(worker('30000001', 'PESCADOR')));
    // 9 % × 3,249.90 = 292.491 → 292.49
    expect(employerLines(w0)[0]).toEqual(['essalud', '9.00', '292.49', '270.00', '22.49']);
    expect(w0.employer.some((l) => l.concept === 'epsCredit')).toBe(false);
  });

  it('needs the EPS credit rate only when a worker has an EPS', () => {
    const without = seedWithout(PARAMETER.essaludEpsCreditRate);
    expect(only(monthOf(worker('30000001', 'PESCADOR'), {}, without)).employer).toHaveLength(3);
    const errors = expectErr(monthOf(worker('30000001', 'PESCADOR', REP, { eps: true }), {}, without));
    expect(errors.map((e) => [e.kind, e.rows.map((r) => r.key)])).toEqual([
      ['ParameterNotInForce', ['essalud.epsCreditRate']],
    ]);
  });
});

describe('additional deduction of up to 3 UIT (LIR art. 46), not applied by the withholding agent (art. 75)', () => {
  // April, REP, no EPS: month pay 3,249.90 + 499.80 + 44.98 = 3,794.68, projected × 8 = 30,357.44
  // (art. 40 a); Jan–Mar 55,500.00; annual 89,652.12 − 7 UIT (37,450.00) = 52,202.12:
  // 26,750.00 × 8 % = 2,140.00 + 25,452.12 × 14 % = 3,563.2968 → 3,563.30; tax 5,703.30
  // April: (5,703.30 − 450.00) / 9 = 583.70
  const plain = only(monthOf(worker('30000001', 'PESCADOR'), { yearToDate }));
  const declared = only(
    monthOf(worker('30000001', 'PESCADOR'), {
      yearToDate,
      deductibleExpenses: [{ worker: '30000001', amount: d('20000.00') }],
    }),
  );

  it('caps the declared expenses at 3 UIT and reports them', () => {
    // 3 × 5,350 = 16,050.00 < 20,000.00
    expect(text(declared.incomeTax.additionalDeduction!)).toEqual({
      declared: '20000.00',
      capUit: '3',
      cap: '16050.00',
      allowed: '16050.00',
      applied: '0.00',
    });
  });

  it('withholds with the 7 UIT only: the same tax as without the declaration', () => {
    expect(plain.incomeTax.annualTax.toString()).toBe('5703.30');
    expect(plain.incomeTax.withholding.toString()).toBe('583.70');
    expect(declared.incomeTax.taxableIncome.toString()).toBe('52202.12');
    expect(declared.incomeTax.withholding.toString()).toBe('583.70');
    expect(plain.incomeTax.additionalDeduction).toBeUndefined();
  });

  it('keeps an amount under the cap as declared', () => {
    const scale = readTaxScale(new ParameterReader(parameters, '2025-04-30'));
    const tax = computeIncomeTax(
      {
        month: 4,
        previousMonths: [],
        monthPay: d('1000.00'),
        projectedPay: d('0.00'),
        deductibleExpenses: { declared: d('5000.00'), capUit: d('3') },
      },
      scale,
    );
    expect([tax.additionalDeduction?.allowed.toString(), tax.withholding.toString()]).toEqual([
      '5000.00',
      '0.00',
    ]);
  });
});

describe('other employers’ income (art. 40 of the Reglamento)', () => {
  it('adds their pay of the month to the annual income and subtracts their withholding', () => {
    const w = only(
      monthOf(worker('30000001', 'PESCADOR'), {
        yearToDate,
        otherEmployers: [
          { worker: '30000001', employer: '20100000001', taxablePay: d('4000.00'), taxWithheld: d('100.00') },
          { worker: '30000001', employer: '20100000002', taxablePay: d('2000.00'), taxWithheld: d('0.00') },
        ],
      }),
    );
    const tax = w.incomeTax;
    // annual 55,500.00 + 3,794.68 + 3,794.68 × 8 projected (30,357.44) + (4,000.00 + 2,000.00, not
    // projected) = 95,652.12; − 37,450.00 = 58,202.12
    expect(tax.annualIncome.toString()).toBe('95652.12');
    expect(tax.taxableIncome.toString()).toBe('58202.12');
    // bracket 1: 5 UIT = 26,750.00 × 8 % = 2,140.00; bracket 2: 31,452.12 × 14 % = 4,403.2968 → 4,403.30
    expect(tax.brackets.map((b) => b.amount.toString())).toEqual(['2140.00', '4403.30']);
    expect(tax.annualTax.toString()).toBe('6543.30');
    // April: (6,543.30 − 450.00) / 9 = 677.033… → 677.03; minus the 100.00 withheld by the others: 577.03
    expect(text({ ...tax.otherEmployers!, employers: tax.otherEmployers!.employers.length })).toEqual({
      employers: '2',
      taxablePay: '6000.00',
      taxWithheld: '100.00',
      monthTax: '677.03',
    });
    expect(tax.withholding.toString()).toBe('577.03');
    expect(w.settlement.incomeTax.toString()).toBe('577.03');
  });

  it('returns in December what the year withheld beyond the annual tax, theirs included', () => {
    const scale = readTaxScale(new ParameterReader(parameters, '2025-12-31'));
    const tax = computeIncomeTax(
      {
        month: 12,
        previousMonths: [{ month: 1, taxablePay: d('40000.00'), taxWithheld: d('200.00') }],
        monthPay: d('3000.00'),
        projectedPay: d('0.00'),
        otherEmployers: [{ employer: 'OTRA SAC', taxablePay: d('0.00'), taxWithheld: d('300.00') }],
      },
      scale,
    );
    // 43,000.00 − 37,450.00 = 5,550.00 × 8 % = 444.00; December: 444.00 − 200.00 = 244.00 − 300.00 = −56.00
    expect([tax.annualTax, tax.withholding, tax.refundDue].map(String)).toEqual(['444.00', '0.00', '56.00']);
  });

  it('refuses a repeated employer, negative amounts and a repeated declaration of expenses', () => {
    const errors = expectErr(
      monthOf(worker('30000001', 'PESCADOR'), {
        otherEmployers: [
          { worker: '30000001', employer: 'A', taxablePay: d('1.00'), taxWithheld: d('0.00') },
          { worker: '30000001', employer: 'A', taxablePay: d('2.00'), taxWithheld: d('0.00') },
          { worker: '30000001', employer: 'B', taxablePay: d('-1.00'), taxWithheld: d('0.00') },
        ],
        deductibleExpenses: [
          { worker: '30000001', amount: d('10.00') },
          { worker: '30000001', amount: d('20.00') },
        ],
      }),
    );
    expect(errors.map((e) => [e.kind, e.rows.map((r) => `${r.list}[${r.index}]`)])).toEqual([
      ['OutOfRange', ['otherEmployers[2]']],
      ['DuplicateEntry', ['otherEmployers[1]', 'deductibleExpenses[1]']],
    ]);
  });
});
