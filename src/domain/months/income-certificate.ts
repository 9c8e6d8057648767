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
 */
export interface IncomeCertificateMonth {
  /** 'AAAA-MM'. */
  readonly month: string;
  /** 'enero 2025'. */
  readonly label: string;
  readonly taxablePay: string;
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
): IncomeCertificate | undefined {
  const prefix = `${String(year)}-`;
  let name = '';
  const months: IncomeCertificateMonth[] = [];
  for (const m of [...closed].sort((a, b) => (a.month < b.month ? -1 : 1))) {
    if (!m.month.startsWith(prefix)) continue;
    const row = m.workers.find((w) => w.document === document);
    if (!row) continue;
    name = row.name || name;
    months.push({
      month: m.month,
      label: formatMonthName(m.month),
      taxablePay: Decimal.of(row.taxablePay).toFixed(2),
      taxWithheld: Decimal.of(row.incomeTax).toFixed(2),
    });
  }
  if (months.length === 0) return undefined;
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
): IncomeCertificate[] {
  const prefix = `${String(year)}-`;
  const documents = new Set(
    closed.filter((m) => m.month.startsWith(prefix)).flatMap((m) => m.workers.map((w) => w.document)),
  );
  return [...documents]
    .map((document) => incomeCertificate(year, document, closed, scale)!)
    .sort((a, b) => a.name.localeCompare(b.name, 'es') || a.document.localeCompare(b.document));
}
