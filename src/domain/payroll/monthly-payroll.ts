import { err, ok, type Result } from '../shared/result';
import { compareDocuments } from './allocation';
import { isYearMonth, lastDayOfMonth, monthNumberOf, type IsoDate, type YearMonth } from './dates';
import { Decimal } from './decimal';
import { ErrorCollector, type PayrollError } from './errors';
import {
  computeIncomeTax,
  readTaxScale,
  type IncomeTaxComputation,
  type OtherEmployerIncome,
  type PreviousMonth,
} from './income-tax';
import { rateLine, type PensionLine, type Traced } from './lines';
import { PARAMETER, ParameterReader, type ParameterCatalogue } from './parameters';
import { pensionCharges, PensionRateBook } from './pension';
import type { FishingWeek, WorkerInput } from './weekly-input';
import type { WeeklyPayroll } from './weekly-payroll';

/**
 * Monthly consolidation (fishing-payroll-peru.md §3–§5): the month's weeks per worker; the monthly
 * runs of vacaciones, gratificaciones (with the bonificación extraordinaria) and CTS on the catch
 * shares received; contribution bases topped up to the RMV; pension, EsSalud, pension-employer and
 * SCTR trued up from the weekly amounts to the monthly ones; the asignación familiar (Ley 25129);
 * EsSalud split with the EPS credit for workers covered by an EPS (Ley 26790 art. 15); income tax
 * withholding (with other employers' income and the declared deductible expenses, when given); and
 * the Fondo Extraordinario del Pescador per vessel.
 */
export interface YearToDateInput {
  readonly worker: string;
  /** 1–12, before the month consolidated. */
  readonly month: number;
  /** Taxable pay of that month (income tax base: pay, vacaciones, gratificaciones; not CTS). */
  readonly taxablePay: Decimal;
  readonly taxWithheld: Decimal;
}

/**
 * Pay of the consolidated month from another employer of the worker, and the tax it withheld in the
 * month (art. 40 of the Reglamento de la LIR: a worker with more than one employer declares the other
 * income to the withholding agent). Earlier months go in `yearToDate` (their taxable pay and withholding
 * including the other employers').
 */
export interface OtherEmployerIncomeInput {
  readonly worker: string;
  /** The other employer (RUC or name). */
  readonly employer: string;
  readonly taxablePay: Decimal;
  readonly taxWithheld: Decimal;
}

/**
 * Deductible expenses the worker declared for the year so far (LIR art. 46, additional deduction of up
 * to 3 UIT). Reported with the cap; not applied by the withholding agent (LIR art. 75).
 */
export interface DeductibleExpensesInput {
  readonly worker: string;
  readonly amount: Decimal;
}

export interface MonthlyPayrollInput {
  readonly month: YearMonth;
  /** The month's computed weeks. */
  readonly weeks: readonly WeeklyPayroll[];
  /** Earlier months of the year, for income tax. */
  readonly yearToDate?: readonly YearToDateInput[];
  /** Other employers' pay and withholding in the month, for income tax. */
  readonly otherEmployers?: readonly OtherEmployerIncomeInput[];
  /** Deductible expenses declared, for income tax (reported, not applied). */
  readonly deductibleExpenses?: readonly DeductibleExpensesInput[];
}

/** Asignación familiar (Ley 25129): RMV × rate, paid in the month's run. */
export type FamilyAllowanceLine = Traced<
  'familyAllowance',
  { readonly rmv: Decimal; readonly rate: Decimal }
>;

/** The employer's monthly contributions. `epsCredit` only for a worker covered by an EPS. */
export type MonthlyEmployerConcept = 'essalud' | 'epsCredit' | 'pensionEmployer' | 'sctr';

export type BenefitLine = Traced<
  'vacation' | 'bonus' | 'bonusExtra' | 'cts',
  { readonly base: Decimal; readonly rate: Decimal }
>;

/** A monthly amount, what the weeks already accrued of it, and the difference settled in the monthly run. */
export type TrueUpLine<C extends string> = Traced<
  C,
  {
    readonly base: Decimal;
    readonly rate: Decimal;
    readonly scheme?: string;
    readonly inWeeks: Decimal;
    readonly adjustment: Decimal;
    /**
     * EsSalud of a worker with an EPS: the total rate (9 %), the EPS credit rate, the total on the base
     * and the EPS credit; the line's amount is total − credit.
     */
    readonly totalRate?: Decimal;
    readonly epsCreditRate?: Decimal;
    readonly total?: Decimal;
    readonly epsCredit?: Decimal;
  }
>;

export interface ContributionBase {
  /** Σ weekly gross + vacaciones + asignación familiar: the remunerative pay of the month. */
  readonly remunerativePay: Decimal;
  readonly rmv: Decimal;
  /** max(remunerativePay, RMV). */
  readonly base: Decimal;
  /** base − remunerativePay: the part the employer tops up. */
  readonly topUp: Decimal;
}

export interface WorkerMonthWeek {
  readonly year: number;
  readonly number: number;
  readonly start: IsoDate;
  readonly end: IsoDate;
  readonly catchShares: Decimal;
  readonly gross: Decimal;
  readonly deductions: Decimal;
  readonly net: Decimal;
}

export interface MonthlyPension {
  /** The worker's charges on the month's remunerative pay (AFP insurance within the monthly cap). */
  readonly charges: readonly PensionLine[];
  readonly inWeeks: Decimal;
  /** Σ charges − inWeeks: withheld (or returned, when negative) in the monthly run. */
  readonly adjustment: Decimal;
  /** The charges on the topped-up base minus those on the pay: paid by the employer. */
  readonly employerTopUp: Traced<
    'pensionTopUp',
    {
      readonly base: Decimal;
      readonly remunerativePay: Decimal;
      readonly onBase: Decimal;
      readonly onPay: Decimal;
    }
  >;
}

export interface MonthlySettlement {
  /** vacaciones + gratificación + bonificación extraordinaria. */
  readonly benefits: Decimal;
  /** Asignación familiar, when paid: added to what the run pays. */
  readonly familyAllowance?: Decimal;
  readonly pensionAdjustment: Decimal;
  readonly incomeTax: Decimal;
  /** max(0, benefits + familyAllowance − pensionAdjustment − incomeTax): paid with the monthly run. */
  readonly payable: Decimal;
  /** What the monthly run cannot cover: withheld from the month's last week. [decision] */
  readonly carriedToLastWeek: Decimal;
  /** CTS: deposited in the worker's CTS account, not paid. */
  readonly ctsDeposit: Decimal;
}

export interface WorkerMonth {
  /** As in the month's last week. */
  readonly worker: WorkerInput;
  readonly weeks: readonly WorkerMonthWeek[];
  readonly daysOnBoard: number;
  readonly fishingDays: number;
  readonly daysOnLand: number;
  readonly catchShares: Decimal;
  readonly landWork: Decimal;
  readonly specialtyBonus: Decimal;
  readonly fixedPay: Decimal;
  /** One-off earnings of the weeks (otros ingresos): remunerative, not a base of the benefits. */
  readonly otherEarnings: Decimal;
  readonly gross: Decimal;
  readonly weeklyDeductions: Decimal;
  readonly weeklyNet: Decimal;
  readonly benefits: readonly BenefitLine[];
  /** Asignación familiar (Ley 25129), for a worker with dependent children and activity in the month. */
  readonly familyAllowance?: FamilyAllowanceLine;
  readonly contributionBase: ContributionBase;
  readonly pension: MonthlyPension;
  readonly employer: readonly TrueUpLine<MonthlyEmployerConcept>[];
  readonly incomeTax: IncomeTaxComputation;
  readonly settlement: MonthlySettlement;
}

export type FepLine = Traced<
  'fep',
  { readonly vessel: string; readonly tonnes: Decimal; readonly perTonne: Decimal }
>;

export interface MonthlyTotals {
  readonly gross: Decimal;
  readonly vacation: Decimal;
  readonly bonus: Decimal;
  readonly bonusExtra: Decimal;
  readonly cts: Decimal;
  readonly familyAllowance: Decimal;
  readonly incomeTax: Decimal;
  readonly payable: Decimal;
  /** EsSalud proper (for workers with an EPS, the 9 % minus the EPS credit). */
  readonly essalud: Decimal;
  /** The EPS credit, paid to the EPS (Ley 26790 art. 15). essalud + epsCredit = the 9 % of the bases. */
  readonly epsCredit: Decimal;
  readonly pensionEmployer: Decimal;
  readonly pensionTopUp: Decimal;
  readonly sctr: Decimal;
  readonly fep: Decimal;
}

export interface MonthlyPayroll {
  readonly month: YearMonth;
  /** The last day of the month: the parameters are read for it. [decision] */
  readonly parameterDate: IsoDate;
  readonly parameters: Readonly<Record<string, Decimal>>;
  readonly weeks: readonly FishingWeek[];
  /** By document number. */
  readonly workers: readonly WorkerMonth[];
  /** Fondo Extraordinario del Pescador, by vessel. */
  readonly fep: readonly FepLine[];
  readonly totals: MonthlyTotals;
}

export function consolidateMonth(
  input: MonthlyPayrollInput,
  parameters: ParameterCatalogue,
): Result<MonthlyPayroll, PayrollError[]> {
  const errors = new ErrorCollector();
  if (!isYearMonth(input.month)) {
    errors.add('InvalidInput', {
      list: 'month',
      month: input.month,
      problem: 'mes inválido, se espera AAAA-MM',
    });
    return err(errors.errors());
  }
  const monthNumber = monthNumberOf(input.month);
  const weeks = [...input.weeks].sort((a, b) =>
    a.week.start < b.week.start ? -1 : a.week.start > b.week.start ? 1 : a.week.number - b.week.number,
  );
  const seenWeeks = new Set<string>();
  input.weeks.forEach((payroll, index) => {
    const row = {
      list: 'weeks',
      index,
      year: payroll.week.year,
      number: payroll.week.number,
      month: payroll.week.month,
    };
    if (payroll.week.month !== input.month) errors.add('WeekOutsideMonth', row);
    const key = `${payroll.week.year}|${payroll.week.number}`;
    if (seenWeeks.has(key)) errors.add('DuplicateWeek', row);
    seenWeeks.add(key);
  });
  const yearToDate = new Map<string, PreviousMonth[]>();
  (input.yearToDate ?? []).forEach((entry, index) => {
    const row = { list: 'yearToDate', index, worker: entry.worker, month: entry.month };
    const list = yearToDate.get(entry.worker) ?? [];
    if (
      !Number.isInteger(entry.month) ||
      entry.month < 1 ||
      entry.month >= monthNumber ||
      list.some((m) => m.month === entry.month)
    ) {
      errors.add('InvalidYearToDate', row);
    } else if (entry.taxablePay.isNegative() || entry.taxWithheld.isNegative()) errors.add('OutOfRange', row);
    else list.push({ month: entry.month, taxablePay: entry.taxablePay, taxWithheld: entry.taxWithheld });
    yearToDate.set(entry.worker, list);
  });

  const otherEmployers = new Map<string, OtherEmployerIncome[]>();
  (input.otherEmployers ?? []).forEach((entry, index) => {
    const row = { list: 'otherEmployers', index, worker: entry.worker, employer: entry.employer };
    const list = otherEmployers.get(entry.worker) ?? [];
    if (entry.employer.trim() === '')
      errors.add('InvalidInput', { ...row, problem: 'falta el empleador (RUC o nombre)' });
    else if (list.some((other) => other.employer === entry.employer)) errors.add('DuplicateEntry', row);
    else if (entry.taxablePay.isNegative() || entry.taxWithheld.isNegative()) errors.add('OutOfRange', row);
    else
      list.push({ employer: entry.employer, taxablePay: entry.taxablePay, taxWithheld: entry.taxWithheld });
    otherEmployers.set(entry.worker, list);
  });
  const deductibleExpenses = new Map<string, Decimal>();
  (input.deductibleExpenses ?? []).forEach((entry, index) => {
    const row = { list: 'deductibleExpenses', index, worker: entry.worker };
    if (deductibleExpenses.has(entry.worker)) errors.add('DuplicateEntry', row);
    else if (entry.amount.isNegative()) errors.add('OutOfRange', row);
    else deductibleExpenses.set(entry.worker, entry.amount);
  });

  const reader = new ParameterReader(parameters, lastDayOfMonth(input.month));
  const rmv = reader.get(PARAMETER.rmv);
  const essaludRate = reader.get(PARAMETER.essaludRate);
  const sctrRate = reader.get(PARAMETER.sctrRate);
  const vacationRate = reader.get(PARAMETER.vacationRate);
  const bonusRate = reader.get(PARAMETER.bonusRate);
  const ctsRate = reader.get(PARAMETER.ctsRate);
  const bonusExtraRate = reader.get(PARAMETER.bonusExtraRate);
  const bonusExtraEpsRate = reader.get(PARAMETER.bonusExtraEpsRate);
  const fepPerTonne = reader.get(PARAMETER.fepPerTonne);
  const taxScale = readTaxScale(reader);
  const pensionBook = new PensionRateBook(reader);

  // The month's weeks, per worker.
  const accounts = new Map<string, MonthAccount>();
  const tonnesByVessel = new Map<string, Decimal>();
  for (const payroll of weeks) {
    for (const pool of payroll.pools)
      tonnesByVessel.set(pool.vessel, (tonnesByVessel.get(pool.vessel) ?? Decimal.ZERO).plus(pool.tonnes));
    for (const week of payroll.workers) {
      const document = week.worker.document;
      let acc = accounts.get(document);
      if (acc === undefined) {
        acc = newAccount(week.worker);
        accounts.set(document, acc);
      }
      acc.worker = week.worker;
      acc.weeks.push({
        year: payroll.week.year,
        number: payroll.week.number,
        start: payroll.week.start,
        end: payroll.week.end,
        catchShares: week.catchShares,
        gross: week.gross,
        deductions: week.totalDeductions,
        net: week.net,
      });
      acc.daysOnBoard += week.daysOnBoard;
      acc.fishingDays += week.fishingDays;
      acc.daysOnLand += week.daysOnLand;
      acc.catchShares += week.catchShares.toCentsNumber();
      acc.gross += week.gross.toCentsNumber();
      acc.weeklyDeductions += week.totalDeductions.toCentsNumber();
      const sub = week.subtotals;
      acc.landWork += sub.landWork.toCentsNumber();
      acc.specialtyBonus += sub.specialtyBonus.toCentsNumber();
      acc.fixedPay += sub.fixedPay.toCentsNumber();
      acc.otherEarnings += sub.otherEarnings.toCentsNumber();
      acc.pensionInWeeks += sub.pension.toCentsNumber();
      acc.essaludInWeeks += sub.essalud.toCentsNumber();
      acc.pensionEmployerInWeeks += sub.pensionEmployer.toCentsNumber();
      acc.sctrInWeeks += sub.sctr.toCentsNumber();
    }
  }
  for (const acc of accounts.values()) pensionBook.ratesFor(acc.worker.pension);
  // Read only when a worker needs them: a catalogue stored before these rules existed still computes
  // every other month, and the result's `parameters` lists only the values used.
  const workersOfMonth = [...accounts.values()].map((acc) => acc.worker);
  const familyAllowanceRate = workersOfMonth.some((w) => w.familyAllowance)
    ? reader.get(PARAMETER.familyAllowanceRate)
    : undefined;
  const epsCreditRate = workersOfMonth.some((w) => w.eps)
    ? reader.get(PARAMETER.essaludEpsCreditRate)
    : undefined;
  const additionalDeductionUit = [...deductibleExpenses.keys()].some((document) => accounts.has(document))
    ? reader.get(PARAMETER.incomeTaxAdditionalDeductionUit)
    : undefined;
  errors.addAll(reader.missing);
  if (!errors.isEmpty) return err(errors.errors());

  const cents = (value: number) => Decimal.fromCents(BigInt(value));
  const workers: WorkerMonth[] = [];
  const totals = {
    gross: 0,
    vacation: 0,
    bonus: 0,
    bonusExtra: 0,
    cts: 0,
    familyAllowance: 0,
    incomeTax: 0,
    payable: 0,
    essalud: 0,
    epsCredit: 0,
    pensionEmployer: 0,
    pensionTopUp: 0,
    sctr: 0,
  };
  for (const document of [...accounts.keys()].sort(compareDocuments)) {
    const acc = accounts.get(document)!;
    const worker = acc.worker;
    const catchShares = cents(acc.catchShares);
    const gross = cents(acc.gross);

    const vacation = rateLine('vacation', 'vacaciones: participación de pesca del mes × tasa', {
      base: catchShares,
      rate: vacationRate,
    });
    const bonus = rateLine('bonus', 'gratificación: participación de pesca del mes × tasa', {
      base: catchShares,
      rate: bonusRate,
    });
    const bonusExtra = rateLine(
      'bonusExtra',
      worker.eps
        ? 'bonificación extraordinaria (con EPS): gratificación × tasa'
        : 'bonificación extraordinaria: gratificación × tasa',
      { base: bonus.amount, rate: worker.eps ? bonusExtraEpsRate : bonusExtraRate },
    );
    const cts = rateLine('cts', 'CTS: participación de pesca del mes × tasa', {
      base: catchShares,
      rate: ctsRate,
    });

    // Asignación familiar (Ley 25129; domain §5): 10 % of the RMV for a worker with dependent children
    // and activity in the month; remunerative (pension, EsSalud, SCTR, income tax). Not prorated by
    // the days worked [decision, verify].
    const active = acc.daysOnBoard + acc.daysOnLand > 0 || gross.isPositive();
    const familyAllowance: FamilyAllowanceLine | undefined =
      worker.familyAllowance && active && familyAllowanceRate !== undefined
        ? {
            concept: 'familyAllowance',
            amount: rmv.percentRounded(familyAllowanceRate),
            formula: 'asignación familiar: RMV × tasa',
            inputs: { rmv, rate: familyAllowanceRate },
          }
        : undefined;
    const familyAllowanceAmount = familyAllowance?.amount ?? Decimal.ZERO;

    const remunerativePay = gross.plus(vacation.amount).plus(familyAllowanceAmount);
    const base = Decimal.max(remunerativePay, rmv).round(2);
    const contributionBase: ContributionBase = {
      remunerativePay,
      rmv,
      base,
      topUp: base.minus(remunerativePay),
    };

    const rates = pensionBook.ratesFor(worker.pension);
    const charges = pensionCharges(rates, remunerativePay);
    const onPay = Decimal.sum(charges.map((line) => line.amount));
    const onBase = Decimal.sum(pensionCharges(rates, base).map((line) => line.amount));
    const pensionInWeeks = cents(acc.pensionInWeeks);
    const pension: MonthlyPension = {
      charges,
      inWeeks: pensionInWeeks,
      adjustment: onPay.minus(pensionInWeeks),
      employerTopUp: {
        concept: 'pensionTopUp',
        amount: onBase.minus(onPay),
        formula: 'aportes del trabajador sobre la base (mínimo RMV) − aportes sobre la remuneración',
        inputs: { base, remunerativePay, onBase, onPay },
      },
    };

    const employer: TrueUpLine<MonthlyEmployerConcept>[] =
      worker.eps && epsCreditRate !== undefined
        ? essaludWithEps(base, essaludRate, epsCreditRate, acc.essaludInWeeks)
        : [
            trueUpLine(
              'essalud',
              'EsSalud: base (mínimo RMV) × tasa',
              base,
              essaludRate,
              undefined,
              acc.essaludInWeeks,
            ),
          ];
    if (rates.employer !== undefined) {
      employer.push(
        trueUpLine(
          'pensionEmployer',
          `${rates.scheme} aporte del empleador: base × tasa`,
          base,
          rates.employer,
          rates.scheme,
          acc.pensionEmployerInWeeks,
        ),
      );
    }
    employer.push(
      trueUpLine(
        'sctr',
        'SCTR: remuneración del mes × tasa',
        remunerativePay,
        sctrRate,
        undefined,
        acc.sctrInWeeks,
      ),
    );

    const fixedPay = cents(acc.fixedPay);
    const incomeTax = computeIncomeTax(
      {
        month: monthNumber,
        previousMonths: yearToDate.get(document) ?? [],
        monthPay: remunerativePay.plus(bonus.amount).plus(bonusExtra.amount),
        projectedPay: fixedPay.times(Decimal.fromInteger(12 - monthNumber)),
        otherEmployers: otherEmployers.get(document),
        deductibleExpenses:
          additionalDeductionUit !== undefined && deductibleExpenses.has(document)
            ? { declared: deductibleExpenses.get(document)!, capUit: additionalDeductionUit }
            : undefined,
      },
      taxScale,
    );

    const benefits = vacation.amount.plus(bonus.amount).plus(bonusExtra.amount);
    const balance = benefits
      .plus(familyAllowanceAmount)
      .minus(pension.adjustment)
      .minus(incomeTax.withholding);
    const settlement: MonthlySettlement = {
      benefits,
      ...(familyAllowance !== undefined ? { familyAllowance: familyAllowance.amount } : {}),
      pensionAdjustment: pension.adjustment,
      incomeTax: incomeTax.withholding,
      payable: balance.isNegative() ? Decimal.ZERO.round(2) : balance,
      carriedToLastWeek: balance.isNegative() ? balance.negated() : Decimal.ZERO.round(2),
      ctsDeposit: cts.amount,
    };

    workers.push({
      worker,
      weeks: acc.weeks,
      daysOnBoard: acc.daysOnBoard,
      fishingDays: acc.fishingDays,
      daysOnLand: acc.daysOnLand,
      catchShares,
      landWork: cents(acc.landWork),
      specialtyBonus: cents(acc.specialtyBonus),
      fixedPay,
      otherEarnings: cents(acc.otherEarnings),
      gross,
      weeklyDeductions: cents(acc.weeklyDeductions),
      weeklyNet: cents(acc.gross - acc.weeklyDeductions),
      benefits: [vacation, bonus, bonusExtra, cts],
      ...(familyAllowance !== undefined ? { familyAllowance } : {}),
      contributionBase,
      pension,
      employer,
      incomeTax,
      settlement,
    });
    totals.gross += acc.gross;
    totals.vacation += vacation.amount.toCentsNumber();
    totals.bonus += bonus.amount.toCentsNumber();
    totals.bonusExtra += bonusExtra.amount.toCentsNumber();
    totals.cts += cts.amount.toCentsNumber();
    totals.familyAllowance += familyAllowanceAmount.toCentsNumber();
    totals.incomeTax += incomeTax.withholding.toCentsNumber();
    totals.payable += settlement.payable.toCentsNumber();
    totals.pensionTopUp += pension.employerTopUp.amount.toCentsNumber();
    for (const line of employer) totals[line.concept] += line.amount.toCentsNumber();
  }

  const fep: FepLine[] = [...tonnesByVessel.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([vessel, tonnes]) => ({
      concept: 'fep',
      amount: tonnes.times(fepPerTonne).round(2),
      formula: 'Fondo Extraordinario del Pescador: TM capturadas (TM real) × monto por TM',
      inputs: { vessel, tonnes, perTonne: fepPerTonne },
    }));

  return ok({
    month: input.month,
    parameterDate: reader.date,
    parameters: reader.usedValues(),
    weeks: weeks.map((payroll) => payroll.week),
    workers,
    fep,
    totals: {
      gross: cents(totals.gross),
      vacation: cents(totals.vacation),
      bonus: cents(totals.bonus),
      bonusExtra: cents(totals.bonusExtra),
      cts: cents(totals.cts),
      familyAllowance: cents(totals.familyAllowance),
      incomeTax: cents(totals.incomeTax),
      payable: cents(totals.payable),
      essalud: cents(totals.essalud),
      epsCredit: cents(totals.epsCredit),
      pensionEmployer: cents(totals.pensionEmployer),
      pensionTopUp: cents(totals.pensionTopUp),
      sctr: cents(totals.sctr),
      fep: Decimal.sum(fep.map((line) => line.amount)).round(2),
    },
  });
}

/**
 * EsSalud of a worker covered by an EPS (Ley 26790 art. 15; domain §4): the employer still pays the
 * 9 % of the base in all, of which the EPS credit (2.25 % of the base: 25 % of the contribution) goes to
 * the EPS and the rest to EsSalud. The total and the credit are each rounded half-up to cents and
 * EsSalud gets total − credit, so that essalud + epsCredit is exactly the 9 % a worker without an EPS
 * costs. The weeks accrue the 9 % as one `essalud` line (the split is monthly: EsSalud and the EPS are
 * declared and paid by month), so the EsSalud line's `inWeeks` is that accrual and the credit's is 0.
 */
function essaludWithEps(
  base: Decimal,
  totalRate: Decimal,
  epsCreditRate: Decimal,
  inWeeksCents: number,
): TrueUpLine<'essalud' | 'epsCredit'>[] {
  const total = base.percentRounded(totalRate);
  const epsCredit = base.percentRounded(epsCreditRate);
  const amount = total.minus(epsCredit);
  const inWeeks = Decimal.fromCents(BigInt(inWeeksCents));
  const none = Decimal.ZERO.round(2);
  return [
    {
      concept: 'essalud',
      amount,
      formula: 'EsSalud con EPS: base (mínimo RMV) × tasa − crédito EPS',
      inputs: {
        base,
        rate: totalRate.minus(epsCreditRate),
        inWeeks,
        adjustment: amount.minus(inWeeks),
        totalRate,
        epsCreditRate,
        total,
        epsCredit,
      },
    },
    {
      concept: 'epsCredit',
      amount: epsCredit,
      formula: 'crédito EPS: base (mínimo RMV) × tasa del crédito',
      inputs: { base, rate: epsCreditRate, inWeeks: none, adjustment: epsCredit },
    },
  ];
}

function trueUpLine<C extends MonthlyEmployerConcept>(
  concept: C,
  formula: string,
  base: Decimal,
  rate: Decimal,
  scheme: string | undefined,
  inWeeksCents: number,
): TrueUpLine<C> {
  const amount = base.percentRounded(rate);
  const inWeeks = Decimal.fromCents(BigInt(inWeeksCents));
  return {
    concept,
    amount,
    formula,
    inputs: { base, rate, scheme, inWeeks, adjustment: amount.minus(inWeeks) },
  };
}

interface MonthAccount {
  worker: WorkerInput;
  readonly weeks: WorkerMonthWeek[];
  daysOnBoard: number;
  fishingDays: number;
  daysOnLand: number;
  /** Sums in cents, as exact integers (far below 2^53). */
  catchShares: number;
  landWork: number;
  specialtyBonus: number;
  fixedPay: number;
  otherEarnings: number;
  gross: number;
  weeklyDeductions: number;
  pensionInWeeks: number;
  essaludInWeeks: number;
  pensionEmployerInWeeks: number;
  sctrInWeeks: number;
}

function newAccount(worker: WorkerInput): MonthAccount {
  return {
    worker,
    weeks: [],
    daysOnBoard: 0,
    fishingDays: 0,
    daysOnLand: 0,
    catchShares: 0,
    landWork: 0,
    specialtyBonus: 0,
    fixedPay: 0,
    otherEarnings: 0,
    gross: 0,
    weeklyDeductions: 0,
    pensionInWeeks: 0,
    essaludInWeeks: 0,
    pensionEmployerInWeeks: 0,
    sctrInWeeks: 0,
  };
}
