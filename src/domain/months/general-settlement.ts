import { Decimal } from '../payroll/decimal';
import {
  ctsAmount,
  fullMonthsWorked,
  gratificationAmount,
  gratificationSixth,
  timeWorked,
} from '../payroll/general-regime';
import { PARAMETER, type ParameterReader } from '../payroll/parameters';
import { formatDate } from '../shared/dates';
import { formatMonthName } from '../shared/month-names';
import type { MonthWorkerTotals } from './month';
import {
  bonusSemesterOf,
  ctsSemesterOf,
  serviceSpan,
  type LeaverWorker,
  type SettlementInput,
  type SettlementLine,
  type SettlementLineSource,
} from './leaver';

/** What the general regime's settlement needs besides the months: the remuneration's parts and the rate. */
export interface GeneralSettlementTerms {
  readonly monthlySalary: Decimal;
  /** The asignación familiar on the end date (10 % of the RMV), 0 without dependent children. */
  readonly familyAllowance: Decimal;
  /** The bonificación extraordinaria's rate (9 %, or 6.75 % with an EPS: Ley 30334). */
  readonly bonusExtraRate: Decimal;
}

const money = (d: Decimal) => d.toFixed(2);
const range = (months: readonly string[]) =>
  months.length === 0 ? '—' : `${formatMonthName(months[0]!)} a ${formatMonthName(months.at(-1)!)}`;

/**
 * The leaver's lines of a general-regime worker (D.Leg. 728; docs/payroll.md «Land staff (régimen
 * general)»), on the remuneration R = monthly salary + asignación familiar in force on the end date:
 * - **CTS trunca** (D.S. 001-97-TR art. 3): (R + 1/6 of the gratificación received in the CTS period) ×
 *   (months ÷ 12 + days ÷ 360) of the period up to the end, less what the period's runs accrued;
 * - **gratificación trunca** (Ley 27735 art. 7; D.S. 005-2002-TR art. 5): R ÷ 6 per full month of the
 *   semester up to the end, with the bonificación extraordinaria (Ley 30334), less what the runs paid;
 * - **vacaciones truncas** (D.Leg. 713 art. 22): R ÷ 12 per month and R ÷ 360 per day of the record year
 *   in course (from the last anniversary of the hire date);
 * - **vacaciones no gozadas** and the **indemnización vacacional**: the record's days × R ÷ 30.
 */
export function generalSettlementLines(terms: GeneralSettlementTerms): SettlementLineSource {
  return (input: SettlementInput): SettlementLine[] => {
    const { worker } = input;
    const R = terms.monthlySalary.plus(terms.familyAllowance).round(2);
    const rText = `R ${money(R)} (remuneración ${money(terms.monthlySalary)} + asignación familiar ${money(terms.familyAllowance)})`;
    const endMonth = worker.endDate.slice(0, 7);
    const upToEnd = (months: readonly string[]) =>
      months.filter((m) => m <= endMonth && m >= worker.hireDate.slice(0, 7));
    const byMonth = new Map(input.months.map((m) => [m.month, m]));
    const sum = (months: readonly string[], of: (w: MonthWorkerTotals) => string) =>
      Decimal.sum(
        months.map((m) => {
          const month = byMonth.get(m);
          return month?.state === 'cerrado' && month.figures ? Decimal.of(of(month.figures)) : Decimal.ZERO;
        }),
      ).round(2);
    const nonNegative = (d: Decimal) => Decimal.max(Decimal.ZERO, d).round(2);

    const ctsMonths = upToEnd(ctsSemesterOf(endMonth));
    const received = sum(ctsMonths, (w) => w.bonus);
    const sixth = gratificationSixth(received);
    const ctsTime = timeWorked(ctsMonths, worker.hireDate, worker.endDate);
    const cts = ctsAmount(R.plus(sixth), ctsTime.months, ctsTime.days);
    const ctsAccrued = sum(ctsMonths, (w) => w.cts);

    const bonusMonths = upToEnd(bonusSemesterOf(endMonth));
    const full = fullMonthsWorked(bonusMonths, worker.hireDate, worker.endDate);
    const gratification = gratificationAmount(R, full);
    const extra = gratification.percentRounded(terms.bonusExtraRate);
    const bonusPaid = sum(bonusMonths, (w) => w.bonus).plus(sum(bonusMonths, (w) => w.bonusExtra));

    const span = serviceSpan(worker.hireDate, worker.endDate);
    const recordMonths = span.months % 12;
    const truncas = ctsAmount(R, recordMonths, span.days);
    const pendingDays = Math.max(0, input.vacation?.pendingDays ?? 0);
    const expiredDays = Math.max(0, input.vacation?.expiredDays ?? 0);
    const perDays = (days: number) =>
      R.times(Decimal.fromInteger(days)).dividedBy(Decimal.fromInteger(30), 2);
    const vacationPeriod = input.vacation ? `al ${formatDate(worker.endDate)}` : '—';
    return [
      {
        concept: 'cts',
        label: 'CTS trunca (por depositar)',
        period: range(ctsMonths),
        paid: money(ctsAccrued),
        pending: money(nonNegative(cts.minus(ctsAccrued))),
        taxable: false,
        payment: 'deposito',
        trace: `D.S. 001-97-TR: (${rText} + 1/6 de la gratificación ${money(received)} = ${money(sixth)}) × (${ctsTime.months} meses ÷ 12 + ${ctsTime.days} días ÷ 360) = ${money(cts)} − acumulado ${money(ctsAccrued)}`,
      },
      {
        concept: 'bonus',
        label: 'Gratificación trunca y bonificación extraordinaria',
        period: range(bonusMonths),
        paid: money(bonusPaid),
        pending: money(nonNegative(gratification.plus(extra).minus(bonusPaid))),
        taxable: true,
        payment: 'pago',
        trace: `Ley 27735: ${rText} × ${full} meses completos ÷ 6 = ${money(gratification)} + bonificación extraordinaria (Ley 30334) ${terms.bonusExtraRate.toFixed(2)} % ${money(extra)} − pagado ${money(bonusPaid)}`,
      },
      {
        concept: 'vacation',
        label: 'Vacaciones truncas',
        period: `${recordMonths} meses y ${span.days} días del año de récord en curso`,
        paid: '0.00',
        pending: money(truncas),
        taxable: true,
        payment: 'pago',
        trace: `D.Leg. 713 art. 22: ${rText} × (${recordMonths} meses ÷ 12 + ${span.days} días ÷ 360) = ${money(truncas)}`,
      },
      {
        concept: 'vacationPending',
        label: `Vacaciones no gozadas (${pendingDays} ${pendingDays === 1 ? 'día' : 'días'})`,
        period: vacationPeriod,
        paid: '0.00',
        pending: money(perDays(pendingDays)),
        taxable: true,
        payment: 'pago',
        trace: input.vacation
          ? `${rText} × ${pendingDays} días ÷ 30 = ${money(perDays(pendingDays))}`
          : 'sin récord vacacional: 0.00',
      },
      {
        concept: 'vacationIndemnity',
        label: `Indemnización vacacional (${expiredDays} ${expiredDays === 1 ? 'día vencido' : 'días vencidos'})`,
        period: vacationPeriod,
        paid: '0.00',
        pending: money(perDays(expiredDays)),
        taxable: false,
        payment: 'pago',
        trace: input.vacation
          ? `D.Leg. 713 art. 23 c: ${rText} × ${expiredDays} días vencidos ÷ 30 = ${money(perDays(expiredDays))}`
          : 'sin récord vacacional: 0.00',
      },
    ];
  };
}

/**
 * The general regime's settlement lines of a leaver from the terms in force on the end date and the
 * parameters of that date (the RMV and the asignación familiar's rate, the bonificación's rates).
 */
export function generalLinesOf(
  general: NonNullable<LeaverWorker['general']>,
  reader: ParameterReader,
): SettlementLineSource {
  const familyAllowance = general.familyAllowance
    ? reader.get(PARAMETER.rmv).percentRounded(reader.get(PARAMETER.familyAllowanceRate))
    : Decimal.ZERO.round(2);
  return generalSettlementLines({
    monthlySalary: Decimal.of(general.monthlySalary),
    familyAllowance,
    bonusExtraRate: reader.get(general.eps ? PARAMETER.bonusExtraEpsRate : PARAMETER.bonusExtraRate),
  });
}
