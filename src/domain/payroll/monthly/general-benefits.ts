import { lastDayOfMonth, monthNumberOf, type YearMonth } from '../dates';
import { Decimal } from '../decimal';
import {
  ctsAmount,
  ctsPeriod,
  fullMonthsWorked,
  GENERAL_CTS_RUNS,
  GENERAL_GRATIFICATION_RUNS,
  gratificationAmount,
  gratificationSemester,
  gratificationSixth,
  timeWorked,
} from '../general-regime';
import type { WorkerInput } from '../weekly-input';
import type { MonthlyBenefits } from './benefits';
import type { MonthRates } from './rates';
import type { BenefitLine } from './types';

type Rates = Pick<MonthRates, 'bonusExtraRate' | 'bonusExtraEpsRate'>;

/** What a general-regime worker's month reads besides the weeks. */
export interface GeneralMonthContext {
  readonly month: YearMonth;
  /** The gratificación the worker received in the CTS period's closed months before this one. */
  readonly gratificationReceived: Decimal;
}

const zero = () => Decimal.ZERO.round(2);
const none = (concept: BenefitLine['concept'], why: string): BenefitLine => ({
  concept,
  amount: zero(),
  formula: why,
  inputs: { base: zero(), rate: zero() },
});

/**
 * The month's benefits of a general-regime worker (D.Leg. 728; docs/payroll.md «Land staff (régimen
 * general)»), in the crew's four lines so the same screens, statements and documents show them:
 * - vacaciones: none in the run (the 30 days of rest are paid by the salary the weeks keep paying);
 * - gratificación, in the June and December runs, for a worker employed to the month's end: (monthly
 *   salary + asignación familiar) × full months worked in the semester ÷ 6 (Ley 27735); with the
 *   bonificación extraordinaria (Ley 30334: 9 %, 6.75 % with an EPS);
 * - CTS, in the April and October runs (deposited in May and November): (salary + asignación familiar +
 *   gratificación received in the period ÷ 6) × (months ÷ 12 + days ÷ 360) (D.S. 001-97-TR).
 * A worker whose employment ends before the month's end gets them as truncas in the leaver's settlement.
 */
export function generalMonthlyBenefits(
  worker: WorkerInput,
  familyAllowance: Decimal,
  context: GeneralMonthContext,
  rates: Rates,
): MonthlyBenefits {
  const { month } = context;
  const salary = (worker.monthlySalary ?? Decimal.ZERO).round(2);
  const remuneration = salary.plus(familyAllowance).round(2);
  const hire = worker.hireDate ?? '0000-01-01';
  const end = worker.endDate;
  const employedAtEnd = end === undefined || end >= lastDayOfMonth(month);
  const runMonth = String(monthNumberOf(month)).padStart(2, '0');
  const vacation = none(
    'vacation',
    'vacaciones (régimen general): se pagan con la remuneración del descanso',
  );
  let bonus = none('bonus', 'gratificación (régimen general): solo en las planillas de junio y diciembre');
  let cts = none('cts', 'CTS (régimen general): solo en las planillas de abril y octubre');
  if ((GENERAL_GRATIFICATION_RUNS as readonly string[]).includes(runMonth)) {
    const months = fullMonthsWorked(gratificationSemester(month), hire, end);
    bonus = employedAtEnd
      ? {
          concept: 'bonus',
          amount: gratificationAmount(remuneration, months),
          formula:
            'gratificación (Ley 27735): (remuneración mensual + asignación familiar) × meses completos del semestre ÷ 6',
          inputs: { base: remuneration, rate: zero(), monthlySalary: salary, familyAllowance, months },
        }
      : none(
          'bonus',
          'gratificación (régimen general): cesó antes de fin de mes, se paga trunca en la liquidación',
        );
  }
  if ((GENERAL_CTS_RUNS as readonly string[]).includes(runMonth)) {
    const sixth = gratificationSixth(context.gratificationReceived);
    const computable = remuneration.plus(sixth).round(2);
    const time = timeWorked(ctsPeriod(month), hire, end);
    cts = employedAtEnd
      ? {
          concept: 'cts',
          amount: ctsAmount(computable, time.months, time.days),
          formula:
            'CTS (D.S. 001-97-TR): (remuneración mensual + asignación familiar + 1/6 de la gratificación del periodo) × (meses ÷ 12 + días ÷ 360)',
          inputs: {
            base: computable,
            rate: zero(),
            monthlySalary: salary,
            familyAllowance,
            gratificationSixth: sixth,
            months: time.months,
            days: time.days,
          },
        }
      : none('cts', 'CTS (régimen general): cesó antes de fin de mes, se deposita trunca con la liquidación');
  }
  const eps = worker.eps === true;
  const rate = eps ? rates.bonusExtraEpsRate : rates.bonusExtraRate;
  const bonusExtra: BenefitLine = {
    concept: 'bonusExtra',
    amount: bonus.amount.percentRounded(rate),
    formula: eps
      ? 'bonificación extraordinaria (Ley 30334, con EPS): gratificación × tasa'
      : 'bonificación extraordinaria (Ley 30334): gratificación × tasa',
    inputs: { base: bonus.amount, rate },
  };
  return { vacation, bonus, bonusExtra, cts };
}
