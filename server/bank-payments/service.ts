import {
  bankFile,
  BANK_FILE_LAYOUTS,
  PAYROLL_BANK_LAYOUTS,
  TELECREDITO,
  type BankFile,
  type BankPayment,
} from '../../src/domain/bank-payments';
import type { BankFilePreview } from '../../src/application/bank-payments/contract';
import { buildPayrollReport, ReportError } from '../../src/domain/payroll-report/report';
import { Decimal } from '../../src/domain/shared/decimal';
import type { ServerContext } from '../context';
import { bankFileRefused } from '../kit/bank-files';
import type { ClosedResults } from '../payroll-report/service';
import type { CourtOrderService } from '../court-orders/service';
import { withheldByOrder, type WithheldByOrder } from '../../src/domain/payroll/court-order-withholding';
import { ApiError, notFound } from '../kit/errors';
import type { BankPaymentStore, WorkerAccount } from './store';

export const MODULE = 'reporte_de_planilla';

export const BANK_MESSAGES = {
  weekNotFound: 'La semana de pesca no existe.',
  notClosed: 'La semana no está cerrada: el pago sale del resultado cerrado. Ciérrela primero.',
  noWorkers: (ruc: string) => `La empresa ${ruc} no tiene trabajadores en el resultado cerrado de la semana.`,
  problems: (count: number) =>
    `Hay ${count} dato(s) por corregir antes de generar el archivo del banco: no se genera con datos incompletos.`,
} as const;

/** Who the week's payment covers, before the file: for the screen's dialog. */
export type BankPaymentPreview = BankFilePreview;

/** The week's net pay of one company as a bank payment file (docs/bank-payments.md). */
export class BankPaymentService {
  constructor(
    private readonly context: Pick<ServerContext, 'db'>,
    private readonly store: BankPaymentStore,
    /** The closed results, through the payroll report's service. */
    private readonly results: ClosedResults,
    /** The court orders whose beneficiaries the week pays what it withheld (docs/court-orders.md). */
    private readonly courtOrders?: Pick<CourtOrderService, 'byIds'>,
  ) {}

  /** The workers' pay accounts by document: what the leavers' settlement file pays. */
  payAccounts(documents: readonly string[]): Promise<Map<string, WorkerAccount>> {
    return this.store.accounts(this.context.db, documents, 'pay');
  }

  /** The workers' CTS depositary accounts by document: what the months' CTS deposit file pays. */
  ctsAccounts(documents: readonly string[]): Promise<Map<string, WorkerAccount>> {
    return this.store.accounts(this.context.db, documents, 'cts');
  }

  /** The payments of the week's closed result for the company's workers. */
  private async payments(
    weekId: number,
    ruc: string,
  ): Promise<{ payments: BankPayment[]; reference: string; weekName: string }> {
    const { db } = this.context;
    const weeks = await this.results.results(db, { week: weekId });
    const week = weeks[0];
    if (!week) {
      const state = await this.results.weekState(db, weekId);
      throw state === undefined
        ? notFound(BANK_MESSAGES.weekNotFound)
        : new ApiError(409, 'Conflict', BANK_MESSAGES.notClosed);
    }
    const [vessels, positionNames, employers] = await Promise.all([
      this.results.vessels(db),
      this.results.positionNames(db),
      this.results.employers(db, weeks),
    ]);
    let rows;
    try {
      rows = buildPayrollReport({ weeks, vessels, positionNames, employers }, { company: ruc }).rows;
    } catch (error) {
      if (error instanceof ReportError) throw new ApiError(409, 'Conflict', error.message);
      throw error;
    }
    if (rows.length === 0) throw notFound(BANK_MESSAGES.noWorkers(ruc));
    const accounts = await this.store.accounts(
      db,
      rows.map((r) => r.document),
    );
    return {
      reference: `SEM ${week.number}-${week.year}`,
      weekName: `semana-${week.number}-${week.year}`,
      payments: [
        ...rows.map((r) => {
          const a = accounts.get(r.document);
          return {
            documentType: a?.documentType ?? r.documentType,
            document: r.document,
            name: a?.name ?? r.name,
            account: a?.account ?? '',
            ownAccount: a?.ownAccount ?? '',
            net: r.net,
          };
        }),
        ...(await this.beneficiaries(week.workers, new Set(rows.map((r) => r.document)))),
      ],
    };
  }

  /**
   * One payment to each court order's beneficiary of what the week withheld for it from the company's
   * workers (the workers' net is already after it), to the CCI the order names.
   */
  private beneficiaries(
    workers: readonly {
      worker: { document: string };
      deductions: readonly { amount: string; inputs?: Readonly<Record<string, unknown>> }[];
    }[],
    documents: ReadonlySet<string>,
  ): Promise<BankPayment[]> {
    return this.beneficiaryPayments(
      workers.filter((w) => documents.has(w.worker.document)).flatMap((w) => withheldByOrder(w.deductions)),
    );
  }

  /**
   * The payments of court orders' withholdings to their beneficiaries, one per withholding, to the CCI the
   * order names (the week's file, the month's beneficiary file: docs/court-orders.md).
   */
  async beneficiaryPayments(
    withheld: readonly Pick<WithheldByOrder, 'orderId' | 'amount'>[],
  ): Promise<BankPayment[]> {
    if (!this.courtOrders || withheld.length === 0) return [];
    const orders = new Map(
      (await this.courtOrders.byIds(this.context.db, [...new Set(withheld.map((w) => w.orderId))])).map(
        (o) => [o.id, o],
      ),
    );
    return withheld.flatMap((w) => {
      const order = orders.get(w.orderId);
      if (!order) return [];
      return [
        {
          documentType: order.beneficiaryDocumentType,
          document: order.beneficiaryDocumentNumber,
          name: order.beneficiaryName,
          account: order.beneficiaryCci,
          ownAccount: '',
          net: w.amount,
        },
      ];
    });
  }

  /**
   * Who a payroll bank file of `payments` pays in the layout (an account the layout can pay: BBVA its own
   * accounts), who is left out, and the layouts offered: the dialog's preview (the week's pay, the month's
   * beneficiaries).
   */
  previewOf(payments: readonly BankPayment[], layoutCode: string, reference: string): BankPaymentPreview {
    const layout = BANK_FILE_LAYOUTS[layoutCode] ?? BANK_FILE_LAYOUTS[TELECREDITO]!;
    const payable = payments.filter((p) => Decimal.of(p.net).isPositive());
    const paysTo = (p: BankPayment) => p.account !== '' && (layout.payable?.(p) ?? true);
    const withAccount = payable.filter(paysTo);
    return {
      layout: { code: layout.code, name: layout.name, chargeAccountHint: layout.chargeAccountHint },
      layouts: PAYROLL_BANK_LAYOUTS.map((l) => ({ code: l.code, name: l.name })),
      paid: withAccount.length,
      total: Decimal.sum(withAccount.map((p) => Decimal.of(p.net))).toFixed(2),
      withoutAccount: payable
        .filter((p) => !paysTo(p))
        .map((p) => ({ document: p.document, name: p.name, net: p.net })),
      nothingToPay: payments.length - payable.length,
      reference,
    };
  }

  /** The payroll bank file of `payments`, or the problems to correct (422) in Spanish. */
  fileOf(
    payments: readonly BankPayment[],
    options: { chargeAccount: string; paymentDate: string; reference: string; layout?: string },
  ): BankFile {
    const { layout = TELECREDITO, ...request } = options;
    const result = bankFile({ layout, ...request, payments: [...payments] });
    if (!result.ok) throw bankFileRefused(result.problems, BANK_MESSAGES.problems(result.problems.length));
    return result.file;
  }

  async preview(weekId: number, ruc: string, layoutCode: string = TELECREDITO): Promise<BankPaymentPreview> {
    const { payments, reference } = await this.payments(weekId, ruc);
    return this.previewOf(payments, layoutCode, reference);
  }

  async file(
    weekId: number,
    ruc: string,
    options: { chargeAccount: string; paymentDate: string; reference: string; layout?: string },
  ): Promise<BankFile & { readonly weekName: string }> {
    const { payments, weekName } = await this.payments(weekId, ruc);
    return { ...this.fileOf(payments, options), weekName };
  }
}
