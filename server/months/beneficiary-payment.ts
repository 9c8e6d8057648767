import type { BankFile, BankPayment } from '../../src/domain/bank-payments';
import type { BankFilePreview } from '../../src/application/bank-payments/contract';
import { monthWithheldByOrder } from '../../src/domain/court-orders/month-withholdings';
import type { Employer } from '../../src/domain/shared/payslip';
import { Decimal } from '../../src/domain/shared/decimal';
import type { ServerContext } from '../context';
import type { BankPaymentService } from '../bank-payments/service';
import { ApiError, notFound, validationFailed } from '../kit/errors';
import type { MonthService } from './service';
import type { MonthStore } from './store';

export const BENEFICIARY_PAYMENT_MESSAGES = {
  notFound: 'El mes no existe.',
  notClosed:
    'El mes no está cerrado: lo retenido por órdenes judiciales se paga del resultado cerrado. Ciérrelo primero.',
  noCompanies:
    'El cierre del mes no retuvo nada por órdenes judiciales: no hay nada que pagar a beneficiarios.',
  noCompany: (ruc: string) =>
    `El cierre del mes no retuvo nada por órdenes judiciales a trabajadores de la empresa ${ruc}.`,
  noEmployer: (name: string, document: string, month: string) =>
    `No se conoce el empleador de ${name} (${document}) en ${month}.`,
} as const;

/** The reference the file proposes: 'RET JUDICIAL 2025-04'. */
export const beneficiaryReference = (month: string): string => `RET JUDICIAL ${month}`;

const conflict = (message: string) => new ApiError(409, 'Conflict', message);

/**
 * The closed month's payment to the court orders' beneficiaries (docs/court-orders.md «Paid to the
 * beneficiary»): what the month's run withheld for each order from the gratificación and the month's CTS,
 * one payment per order and benefit to the CCI the order names, in the payroll bank file (BCP Telecrédito
 * or BBVA) of the company that employed the worker that month (the month's payslips' employer).
 */
export class BeneficiaryPaymentService {
  constructor(
    private readonly context: Pick<ServerContext, 'db'>,
    private readonly store: Pick<MonthStore, 'get' | 'traced'>,
    private readonly months: Pick<MonthService, 'employersOf' | 'monthWeeks'>,
    /** The beneficiaries' payments and the payroll file, through the bank payments' service. */
    private readonly bank: Pick<BankPaymentService, 'beneficiaryPayments' | 'previewOf' | 'fileOf'>,
  ) {}

  /** The closed month's withholdings by the worker's employer: company → withholdings. */
  private async byCompany(month: string) {
    const { db } = this.context;
    const row = await this.store.get(db, month);
    if (!row) throw notFound(BENEFICIARY_PAYMENT_MESSAGES.notFound);
    if (row.state !== 'cerrado') throw conflict(BENEFICIARY_PAYMENT_MESSAGES.notClosed);
    const traced = (await this.store.traced(db, month, 'cierre')) as {
      workers?: { worker: { document: string; name: string } }[];
    } | null;
    const workers = (traced?.workers ?? [])
      .map((w) => ({ worker: w.worker, withheld: monthWithheldByOrder(w) }))
      .filter((w) => w.withheld.length > 0);
    const companies = new Map<
      string,
      { company: Employer; withheld: ReturnType<typeof monthWithheldByOrder> }
    >();
    if (workers.length === 0) return companies;
    const employers = await this.months.employersOf(await this.months.monthWeeks(month));
    for (const w of workers) {
      const employer = employers.get(w.worker.document)?.employer;
      if (!employer)
        throw conflict(BENEFICIARY_PAYMENT_MESSAGES.noEmployer(w.worker.name, w.worker.document, month));
      const entry = companies.get(employer.ruc) ?? { company: employer, withheld: [] };
      entry.withheld.push(...w.withheld);
      companies.set(employer.ruc, entry);
    }
    return companies;
  }

  /** The companies whose workers' month withheld for court orders, by legal name: the screen's choice. */
  async companies(month: string): Promise<{ ruc: string; legalName: string }[]> {
    return [...(await this.byCompany(month)).values()]
      .map(({ company }) => ({ ruc: company.ruc, legalName: company.legalName }))
      .sort((a, b) => a.legalName.localeCompare(b.legalName, 'es') || a.ruc.localeCompare(b.ruc));
  }

  private async payments(month: string, ruc: string): Promise<BankPayment[]> {
    const withheld = (await this.byCompany(month)).get(ruc)?.withheld ?? [];
    if (withheld.length === 0) throw notFound(BENEFICIARY_PAYMENT_MESSAGES.noCompany(ruc));
    return this.bank.beneficiaryPayments(withheld);
  }

  async preview(month: string, ruc: string, layout?: string): Promise<BankFilePreview> {
    return this.bank.previewOf(await this.payments(month, ruc), layout ?? '', beneficiaryReference(month));
  }

  async file(
    month: string,
    ruc: string,
    options: { chargeAccount: string; paymentDate: string; reference: string; layout?: string },
  ): Promise<BankFile> {
    const payments = await this.payments(month, ruc);
    if (!payments.some((p) => Decimal.of(p.net).isPositive()))
      throw validationFailed([{ field: 'payments', message: BENEFICIARY_PAYMENT_MESSAGES.noCompany(ruc) }]);
    return this.bank.fileOf(payments, options);
  }
}
