import { err, ok, type Result } from '../shared/result';
import { compareDocuments } from './allocation';
import { isYearMonth, lastDayOfMonth, monthNumberOf } from './dates';
import { Decimal } from './decimal';
import { ErrorCollector, type PayrollError } from './errors';
import { ParameterReader, type ParameterCatalogue } from './parameters';
import { sumWeeks, type MonthAccount } from './monthly/accounts';
import { familyAllowanceLine, monthlyBenefits } from './monthly/benefits';
import { generalMonthlyBenefits, type GeneralMonthContext } from './monthly/general-benefits';
import { contributionBase, employerTrueUps, monthlyPension } from './monthly/contributions';
import {
  bonusCourtOrderLines,
  ctsCourtOrderLines,
  indexMonthCourtOrders,
  withholdsInMonth,
} from './monthly/court-orders';
import type { CourtOrderTerms } from './court-order-withholding';
import { checkWeeks, indexDeductibleExpenses, indexOtherEmployers, indexYearToDate } from './monthly/inputs';
import { readMonthRates, type MonthRates } from './monthly/rates';
import { monthlyIncomeTax, monthlySettlement, type TaxHistory } from './monthly/settlement';
import { fepLines, MonthTotals } from './monthly/totals';
import type { MonthlyPayroll, MonthlyPayrollInput, WorkerMonth } from './monthly/types';

export type {
  BenefitBaseParts,
  BenefitLine,
  ContributionBase,
  DeductibleExpensesInput,
  FamilyAllowanceLine,
  FepLine,
  MonthlyEmployerConcept,
  MonthlyPayroll,
  MonthlyPayrollInput,
  MonthlyPension,
  MonthlySettlement,
  MonthlyTotals,
  OtherEmployerIncomeInput,
  TrueUpLine,
  WorkerMonth,
  WorkerMonthWeek,
  YearToDateInput,
} from './monthly/types';
export type { MonthCourtOrderLine } from './monthly/court-orders';

/**
 * Monthly consolidation (fishing-payroll-peru.md §3–§5): the month's weeks per worker; the monthly
 * runs of vacaciones, gratificaciones (with the bonificación extraordinaria) and CTS on all the
 * remunerative pay received (D.S. 014-2004-TR); contribution bases topped up to the RMV; pension, EsSalud, pension-employer and
 * SCTR trued up from the weekly amounts to the monthly ones; the asignación familiar (Ley 25129);
 * EsSalud split with the EPS credit for workers covered by an EPS (Ley 26790 art. 15); income tax
 * withholding (with other employers' income and the declared deductible expenses, when given); and
 * the Fondo Extraordinario del Pescador per vessel.
 *
 * The stages (src/domain/payroll/monthly/): check the inputs, sum the weeks per worker, read the
 * parameters, then per worker benefits, contributions, income tax and settlement; the totals and FEP.
 */
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
  const weeks = checkWeeks(input.weeks, input.month, errors);
  const yearToDate = indexYearToDate(input.yearToDate ?? [], monthNumber, errors);
  const otherEmployers = indexOtherEmployers(input.otherEmployers ?? [], errors);
  const deductibleExpenses = indexDeductibleExpenses(input.deductibleExpenses ?? [], errors);
  const gratifications = new Map(
    (input.gratificationsReceived ?? []).map((g) => [g.worker, g.amount] as const),
  );

  const courtOrders = indexMonthCourtOrders(input.courtOrders ?? []);
  const reader = new ParameterReader(parameters, lastDayOfMonth(input.month));
  const { accounts, tonnesByVessel } = sumWeeks(weeks);
  const withholds = [...courtOrders].some(
    ([doc, orders]) => accounts.has(doc) && orders.some(withholdsInMonth),
  );
  const rates = readMonthRates(reader, accounts, deductibleExpenses, withholds);
  errors.addAll(reader.missing);
  if (!errors.isEmpty) return err(errors.errors());

  const workers: WorkerMonth[] = [];
  const totals = new MonthTotals();
  for (const document of [...accounts.keys()].sort(compareDocuments)) {
    const history: TaxHistory = {
      previousMonths: yearToDate.get(document) ?? [],
      otherEmployers: otherEmployers.get(document),
      deductibleExpenses: deductibleExpenses.get(document),
    };
    const general = {
      month: input.month,
      gratificationReceived: gratifications.get(document) ?? Decimal.ZERO,
    };
    const orders = courtOrders.get(document) ?? [];
    const worker = consolidateWorker(accounts.get(document)!, monthNumber, history, rates, general, orders);
    workers.push(worker);
    totals.add(worker);
  }
  const fep = fepLines(tonnesByVessel, rates.fepPerTonne);

  return ok({
    month: input.month,
    parameterDate: reader.date,
    parameters: reader.usedValues(),
    weeks: weeks.map((payroll) => payroll.week),
    workers,
    fep,
    totals: totals.totals(fep),
  });
}

/** One worker's month: the weeks summed, benefits, contributions trued up, income tax, settlement. */
export function consolidateWorker(
  acc: MonthAccount,
  monthNumber: number,
  history: TaxHistory,
  rates: MonthRates,
  general?: GeneralMonthContext,
  /** The worker's court orders in force in the month. */
  orders: readonly CourtOrderTerms[] = [],
): WorkerMonth {
  const cents = (value: number) => Decimal.fromCents(BigInt(value));
  const worker = acc.worker;
  const catchShares = cents(acc.catchShares);
  const gross = cents(acc.gross);
  const active = acc.daysOnBoard + acc.daysOnLand > 0 || gross.isPositive();
  const familyAllowance = familyAllowanceLine(worker, active, rates.rmv, rates.familyAllowanceRate);
  const landWork = cents(acc.landWork);
  const specialtyBonus = cents(acc.specialtyBonus);
  const otherEarnings = cents(acc.otherEarnings);
  const familyAmount = familyAllowance?.amount ?? Decimal.ZERO.round(2);
  // General-regime staff (D.Leg. 728): no crew percentages; their gratificación and CTS by their own rules.
  const { vacation, bonus, bonusExtra, cts } =
    worker.labourRegime === 'general' && general !== undefined
      ? generalMonthlyBenefits(worker, familyAmount, general, rates)
      : monthlyBenefits(
          { catchShares, specialtyBonus, landWork, otherEarnings, familyAllowance: familyAmount },
          worker.eps === true,
          rates,
        );
  const remunerativePay = gross.plus(vacation.amount).plus(familyAllowance?.amount ?? Decimal.ZERO);
  const base = contributionBase(remunerativePay, rates.rmv);
  const pensionRates = rates.pensionBook.ratesFor(worker.pension);
  const pension = monthlyPension(pensionRates, base, acc.pensionInWeeks);
  const employer = employerTrueUps(base, pensionRates, worker.eps === true, rates, {
    essalud: acc.essaludInWeeks,
    pensionEmployer: acc.pensionEmployerInWeeks,
    sctr: acc.sctrInWeeks,
  });
  const fixedPay = cents(acc.fixedPay);
  const monthPay = remunerativePay.plus(bonus.amount).plus(bonusExtra.amount);
  const incomeTax = monthlyIncomeTax(
    monthNumber,
    {
      monthPay,
      extraordinaryPay: otherEarnings,
      // The general regime's gratificación is paid twice a year: taxed in its month, not projected.
      ...(worker.labourRegime === 'general' ? { notProjected: bonus.amount.plus(bonusExtra.amount) } : {}),
    },
    history,
    rates,
  );
  const amounts = {
    benefits: vacation.amount.plus(bonus.amount).plus(bonusExtra.amount),
    familyAllowance: familyAllowance?.amount,
    pensionAdjustment: pension.adjustment,
    incomeTax: incomeTax.withholding,
    cts: cts.amount,
  };
  const judicial = orders.some(withholdsInMonth)
    ? monthCourtOrders(orders, monthlySettlement(amounts).payable, {
        bonus: bonus.amount,
        incomeTax: incomeTax.withholding,
        monthPay,
        weeksNet: gross.minus(cents(acc.pensionInWeeks)),
        urp: rates.urp ?? Decimal.ZERO,
        cts: cts.amount,
      })
    : undefined;
  const settlement = monthlySettlement({ ...amounts, ...(judicial ? { courtOrders: judicial.totals } : {}) });
  return {
    worker,
    weeks: acc.weeks,
    daysOnBoard: acc.daysOnBoard,
    fishingDays: acc.fishingDays,
    daysOnLand: acc.daysOnLand,
    catchShares,
    landWork,
    specialtyBonus,
    fixedPay,
    otherEarnings,
    gross,
    weeklyDeductions: cents(acc.weeklyDeductions),
    weeklyNet: cents(acc.gross - acc.weeklyDeductions),
    benefits: [vacation, bonus, bonusExtra, cts],
    ...(familyAllowance !== undefined ? { familyAllowance } : {}),
    contributionBase: base,
    pension,
    employer,
    incomeTax,
    settlement,
    ...(judicial && judicial.lines.length > 0 ? { courtOrders: judicial.lines } : {}),
  };
}

/** The court orders' lines of a worker's month and their totals on the gratificación and the CTS. */
function monthCourtOrders(
  orders: readonly CourtOrderTerms[],
  payable: Decimal,
  pay: Omit<Parameters<typeof bonusCourtOrderLines>[1], 'left'> & { readonly cts: Decimal },
) {
  const lines = [
    ...bonusCourtOrderLines(orders, { ...pay, left: payable }),
    ...ctsCourtOrderLines(orders, pay.cts),
  ];
  const total = (benefit: 'bonus' | 'cts') =>
    Decimal.sum(lines.filter((l) => l.benefit === benefit).map((l) => l.amount)).round(2);
  return { lines, totals: { bonus: total('bonus'), cts: total('cts') } };
}
