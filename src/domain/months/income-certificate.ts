import { annualTaxBrackets, type TaxScale } from '../payroll/income-tax';
import { Decimal } from '../payroll/decimal';
import { formatMonthName } from '../shared/month-names';
import type { MonthWorkerTotals } from './month';

/**
 * The certificado de rentas y retenciones por rentas de quinta categoría (Reglamento de la LIR, art. 45:
 * the employer hands it to each worker by the end of February for the past year, and on leaving), built
 * from the **closed** payroll months of the year — never from figures typed by hand. For each month the
 * worker was paid in: the taxable pay (remuneración afecta: pay, vacaciones, gratificación, bonificación
 * extraordinaria; not CTS) and the tax withheld; the year's totals; and the annual computation on this
 * employer's pay: − 7 UIT, the art. 53 tax, minus what was withheld (a positive balance is still owed, a
 * negative one is to be refunded). Other employers' pay the worker declared is not in it (each employer
 * certifies its own). `months` of the year not closed yet make the certificate provisional.
 *
 * The certificate lists the tax **withheld**, not the tax computed (art. 45: "las retenciones
 * efectuadas"): a month's run whose pay could not cover its tax withheld only part of it, and left the
 * rest as a pending balance (docs/payroll.md «Income tax the monthly run cannot cover»); a later closed
 * week withheld it, in the month of that week. So a month's withholding is the run's tax − the balance it
 * left + what the month's closed weeks withheld of earlier balances (`CertificateBalances`).
 */
/** The carried income tax of the worker (income_tax_balances and their withholdings). */
export interface CertificateBalances {
  /** Each closed month's balance its run could not withhold. */
  readonly carried: readonly { readonly month: string; readonly amount: string }[];
  /**
   * What closed weeks withheld of the balances: `month` the month of the week that withheld it, `from` the
   * month of the balance.
   */
  readonly withheld: readonly { readonly month: string; readonly from: string; readonly amount: string }[];
}

/** A worker without carried income tax. */
export const NO_BALANCES: CertificateBalances = { carried: [], withheld: [] };

export interface IncomeCertificateMonth {
  /** 'AAAA-MM'. */
  readonly month: string;
  /** 'enero 2025'. */
  readonly label: string;
  readonly taxablePay: string;
  /** The tax the month's run computed. */
  readonly taxComputed: string;
  /** What was withheld in the month: taxComputed − the balance left + earlier balances withheld. */
  readonly taxWithheld: string;
}

export interface IncomeCertificate {
  readonly year: number;
  readonly document: string;
  readonly name: string;
  readonly months: readonly IncomeCertificateMonth[];
  /** Σ taxablePay. */
  readonly taxablePay: string;
  /** 7 UIT of the year. */
  readonly deduction: string;
  /** max(0, taxablePay − deduction). */
  readonly taxableIncome: string;
  /** Art. 53 on the taxable income. */
  readonly annualTax: string;
  /** Σ taxWithheld. */
  readonly taxWithheld: string;
  /** annualTax − taxWithheld: > 0 still owed, < 0 to refund. */
  readonly balance: string;
  /** Of the year's runs' balances, what no week has withheld yet («Saldo pendiente de retener»). */
  readonly pendingToWithhold: string;
}

/** The closed months a certificate is built from: each with its workers' taxable pay and tax withheld. */
export type CertifiedMonths = readonly {
  readonly month: string;
  readonly workers: readonly Pick<MonthWorkerTotals, 'document' | 'name' | 'taxablePay' | 'incomeTax'>[];
}[];

/** The worker's certificate for `year` from the closed months given (any year: the others are left out). */
export function incomeCertificate(
  year: number,
  document: string,
  closed: CertifiedMonths,
  scale: TaxScale,
  balances: CertificateBalances = NO_BALANCES,
): IncomeCertificate | undefined {
  const prefix = `${String(year)}-`;
  const ofMonth = (rows: CertificateBalances['carried'], month: string) =>
    Decimal.sum(rows.filter((r) => r.month === month).map((r) => Decimal.of(r.amount)));
  let name = '';
  const paid = new Map<string, { taxablePay: Decimal; incomeTax: Decimal }>();
  for (const m of closed) {
    if (!m.month.startsWith(prefix)) continue;
    const row = m.workers.find((w) => w.document === document);
    if (!row) continue;
    name = row.name || name;
    paid.set(m.month, { taxablePay: Decimal.of(row.taxablePay), incomeTax: Decimal.of(row.incomeTax) });
  }
  // A month whose closed weeks withheld an earlier balance withheld tax even when its run did not pay the worker.
  const withheldMonths = balances.withheld.map((w) => w.month).filter((m) => m.startsWith(prefix));
  const all = [...new Set([...paid.keys(), ...(paid.size > 0 ? withheldMonths : [])])].sort();
  const months: IncomeCertificateMonth[] = all.map((month) => {
    const run = paid.get(month) ?? { taxablePay: Decimal.ZERO, incomeTax: Decimal.ZERO };
    const withheld = run.incomeTax
      .minus(Decimal.min(run.incomeTax, ofMonth(balances.carried, month)))
      .plus(ofMonth(balances.withheld, month));
    return {
      month,
      label: formatMonthName(month),
      taxablePay: run.taxablePay.toFixed(2),
      taxComputed: run.incomeTax.toFixed(2),
      taxWithheld: withheld.round(2).toFixed(2),
    };
  });
  if (months.length === 0) return undefined;
  const yearCarried = Decimal.sum(
    balances.carried.filter((c) => c.month.startsWith(prefix)).map((c) => Decimal.of(c.amount)),
  );
  const yearCarriedWithheld = Decimal.sum(
    balances.withheld.filter((w) => w.from.startsWith(prefix)).map((w) => Decimal.of(w.amount)),
  );
  const taxablePay = Decimal.sum(months.map((m) => Decimal.of(m.taxablePay))).round(2);
  const taxWithheld = Decimal.sum(months.map((m) => Decimal.of(m.taxWithheld))).round(2);
  const deduction = scale.uit.times(scale.deductionUit).round(2);
  const taxableIncome = Decimal.max(Decimal.ZERO, taxablePay.minus(deduction)).round(2);
  const annualTax = Decimal.sum(annualTaxBrackets(taxableIncome, scale).map((l) => l.amount)).round(2);
  return {
    year,
    document,
    name,
    months,
    taxablePay: taxablePay.toFixed(2),
    deduction: deduction.toFixed(2),
    taxableIncome: taxableIncome.toFixed(2),
    annualTax: annualTax.toFixed(2),
    taxWithheld: taxWithheld.toFixed(2),
    balance: annualTax.minus(taxWithheld).round(2).toFixed(2),
    pendingToWithhold: Decimal.max(Decimal.ZERO, yearCarried.minus(yearCarriedWithheld)).round(2).toFixed(2),
  };
}

/**
 * Every certificate of `year`: one for each worker paid in a closed month of the year, by name (then
 * document), as the office hands them out by the end of February.
 */
export function incomeCertificates(
  year: number,
  closed: CertifiedMonths,
  scale: TaxScale,
  balancesOf: (document: string) => CertificateBalances = () => NO_BALANCES,
): IncomeCertificate[] {
  const prefix = `${String(year)}-`;
  const documents = new Set(
    closed.filter((m) => m.month.startsWith(prefix)).flatMap((m) => m.workers.map((w) => w.document)),
  );
  return [...documents]
    .map((document) => incomeCertificate(year, document, closed, scale, balancesOf(document))!)
    .sort((a, b) => a.name.localeCompare(b.name, 'es') || a.document.localeCompare(b.document));
}
