import {
  bankFile,
  BANK_FILE_LAYOUTS,
  TELECREDITO,
  type BankFile,
  type BankPayment,
} from '../../src/domain/bank-payments';
import type { SettlementPaymentPreview } from '../../src/application/months/contract';
import type { LeaverSettlement } from '../../src/domain/months/leaver';
import { formatMonthName } from '../../src/domain/shared/month-names';
import type { Employer } from '../../src/domain/shared/payslip';
import { Decimal } from '../../src/domain/shared/decimal';
import { BANK_MESSAGES, type BankPaymentService } from '../bank-payments/service';
import { bankFileRefused } from '../kit/bank-files';
import { ApiError, notFound, validationFailed } from '../kit/errors';
import type { MonthService } from './service';

export const SETTLEMENT_PAYMENT_MESSAGES = {
  provisional: (name: string, months: readonly string[]) =>
    `La liquidación de ${name} es provisional: ${months.map(formatMonthName).join(', ')} ${
      months.length === 1 ? 'no está cerrado' : 'no están cerrados'
    }. Cierre ${months.length === 1 ? 'ese mes' : 'esos meses'} antes de pagarla: no se paga un importe que aún puede cambiar.`,
  noLeavers: (ruc: string, year: number) =>
    `La empresa ${ruc} no tiene liquidaciones de trabajadores cesados en ${String(year)}.`,
  noLeaver: (document: string, ruc: string, year: number) =>
    `El trabajador ${document} no tiene liquidación con la empresa ${ruc} en ${String(year)}.`,
  nothingToPay:
    'Ninguna liquidación definitiva de la empresa tiene neto a pagar al trabajador: no hay archivo que enviar (la CTS trunca se deposita en la cuenta CTS).',
  problems: BANK_MESSAGES.problems,
} as const;

/** The reference the file proposes: 'LIQUIDACIONES 2025'. */
export const settlementReference = (year: number): string => `LIQUIDACIONES ${String(year)}`;

export interface SettlementPaymentOptions {
  readonly document?: string;
  readonly layout?: string;
}

/**
 * «Pagar liquidación» (docs/months.md, docs/bank-payments.md): the net of the leavers' settlements of a
 * year paid to each worker's pay account through the bank's haberes file, one company at a time — the
 * employer of the last closed month the worker was paid in (the settlement document's). The CTS trunca
 * is not in it (it goes to the CTS account). A provisional settlement (months not closed) is not payable:
 * left out of the year's file and listed, refused (409) when asked for alone.
 */
export class SettlementPaymentService {
  constructor(
    private readonly months: MonthService,
    /** The workers' pay accounts, through the bank payments' service. */
    private readonly bank: BankPaymentService,
  ) {}

  /** The year's settlements with their employer. */
  private async settlements(
    year: number,
  ): Promise<{ settlement: LeaverSettlement; employer: Employer | null }[]> {
    const all = await this.months.leavers(year);
    return Promise.all(all.map((s) => this.months.leaver(s.worker.document)));
  }

  /** The companies the year's leavers were last paid by, by legal name: the screen's choice. */
  async companies(year: number): Promise<{ ruc: string; legalName: string }[]> {
    const byRuc = new Map<string, string>();
    for (const { employer } of await this.settlements(year))
      if (employer) byRuc.set(employer.ruc, employer.legalName);
    return [...byRuc]
      .map(([ruc, legalName]) => ({ ruc, legalName }))
      .sort((a, b) => a.legalName.localeCompare(b.legalName, 'es') || a.ruc.localeCompare(b.ruc));
  }

  /** The company's final settlements as payments, and its provisional ones apart. */
  private async payments(year: number, ruc: string, document: string | undefined) {
    const own = (await this.settlements(year))
      .filter(({ employer }) => employer?.ruc === ruc)
      .map(({ settlement }) => settlement)
      .filter((s) => document === undefined || s.worker.document === document);
    if (own.length === 0)
      throw notFound(
        document === undefined
          ? SETTLEMENT_PAYMENT_MESSAGES.noLeavers(ruc, year)
          : SETTLEMENT_PAYMENT_MESSAGES.noLeaver(document, ruc, year),
      );
    const provisional = own.filter((s) => s.pendingMonths.length > 0);
    if (document !== undefined && provisional.length > 0)
      throw new ApiError(
        409,
        'Conflict',
        SETTLEMENT_PAYMENT_MESSAGES.provisional(provisional[0]!.worker.name, provisional[0]!.pendingMonths),
      );
    const final = own.filter((s) => s.pendingMonths.length === 0);
    const accounts = await this.bank.payAccounts(final.map((s) => s.worker.document));
    const payments: BankPayment[] = final.map((s) => {
      const a = accounts.get(s.worker.document);
      return {
        documentType: a?.documentType ?? s.worker.documentType,
        document: s.worker.document,
        name: a?.name ?? s.worker.name,
        account: a?.account ?? '',
        ownAccount: a?.ownAccount ?? '',
        net: s.payable,
      };
    });
    return { payments, provisional };
  }

  async preview(
    year: number,
    ruc: string,
    options: SettlementPaymentOptions = {},
  ): Promise<SettlementPaymentPreview> {
    const { payments, provisional } = await this.payments(year, ruc, options.document);
    const layout = BANK_FILE_LAYOUTS[options.layout ?? TELECREDITO]!;
    const positive = payments.filter((p) => Decimal.of(p.net).isPositive());
    const payable = positive.filter((p) => p.account !== '' && (!layout.payable || layout.payable(p)));
    return {
      layout: { code: layout.code, name: layout.name, chargeAccountHint: layout.chargeAccountHint },
      paid: payable.length,
      total: Decimal.sum(payable.map((p) => Decimal.of(p.net))).toFixed(2),
      withoutAccount: positive
        .filter((p) => !payable.includes(p))
        .map((p) => ({ document: p.document, name: p.name, net: p.net })),
      nothingToPay: payments.length - positive.length,
      reference: settlementReference(year),
      provisional: provisional.map((s) => ({
        document: s.worker.document,
        name: s.worker.name,
        pendingMonths: [...s.pendingMonths],
      })),
    };
  }

  async file(
    year: number,
    ruc: string,
    options: SettlementPaymentOptions & { chargeAccount: string; paymentDate: string; reference: string },
  ): Promise<BankFile> {
    const { payments } = await this.payments(year, ruc, options.document);
    if (!payments.some((p) => Decimal.of(p.net).isPositive()))
      throw validationFailed([{ field: 'payments', message: SETTLEMENT_PAYMENT_MESSAGES.nothingToPay }]);
    const result = bankFile({
      layout: options.layout ?? TELECREDITO,
      chargeAccount: options.chargeAccount,
      paymentDate: options.paymentDate,
      reference: options.reference,
      payments,
    });
    if (!result.ok)
      throw bankFileRefused(result.problems, SETTLEMENT_PAYMENT_MESSAGES.problems(result.problems.length));
    return result.file;
  }
}
