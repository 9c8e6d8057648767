import {
  BANK_FILE_LAYOUTS,
  ctsDepositFile,
  ctsReference,
  TELECREDITO_CTS,
  type BankFile,
  type CtsDeposit,
} from '../../src/domain/bank-payments';
import type { BankFilePreview } from '../../src/application/bank-payments/contract';
import { ctsDepositOf, semesterMonths } from '../../src/domain/months/semesters';
import type { Employer } from '../../src/domain/shared/payslip';
import { Decimal } from '../../src/domain/shared/decimal';
import { BANK_MESSAGES, type BankPaymentService } from '../bank-payments/service';
import { bankFileRefused } from '../kit/bank-files';
import { ApiError, notFound, validationFailed } from '../kit/errors';
import type { MonthService } from './service';

export const CTS_DEPOSIT_MESSAGES = {
  period: 'El depósito de CTS es de mayo o noviembre: indique el periodo como AAAA-05 o AAAA-11.',
  provisional: (months: readonly string[]) =>
    `El depósito de CTS es provisional: los meses ${months.join(', ')} no están cerrados. ` +
    'Cierre esos meses antes de generar el archivo del banco: no se deposita un importe que aún puede cambiar.',
  noWorkers: (ruc: string) => `La empresa ${ruc} no tiene trabajadores con CTS en el depósito del periodo.`,
  problems: BANK_MESSAGES.problems,
} as const;

/** Who the company's CTS deposit covers, before the file: for the screen's dialog. */
export type CtsDepositPreview = BankFilePreview;

const conflict = (message: string) => new ApiError(409, 'Conflict', message);

/**
 * The CTS deposit file of a May or November statement for one company (docs/bank-payments.md): each
 * closed month's CTS goes with the worker's employer of that month (the company of the vessel sailed
 * most, as for the month's payslips), credited to the worker's CTS depositary account.
 */
export class CtsDepositService {
  constructor(
    private readonly months: MonthService,
    /** The workers' CTS accounts, through the bank payments' service. */
    private readonly bank: BankPaymentService,
  ) {}

  /**
   * Each closed month's CTS of a final (not provisional) statement, by the worker's employer of that
   * month: company → worker → amount.
   */
  private async byCompany(period: string) {
    if (!semesterMonths('cts', period))
      throw validationFailed([{ field: 'periodo', message: CTS_DEPOSIT_MESSAGES.period }]);
    const statement = await this.months.semester('cts', period);
    if (statement.pending.length > 0) throw conflict(CTS_DEPOSIT_MESSAGES.provisional(statement.pending));
    const companies = new Map<string, { company: Employer; amounts: Map<string, Decimal> }>();
    for (const m of statement.months.filter((x) => x.closed)) {
      const employers = await this.months.employersOf(await this.months.monthWeeks(m.month));
      for (const w of statement.workers) {
        if (w.months[m.month] === undefined) continue;
        // What court orders withheld of the month's CTS is paid to their beneficiaries, not deposited.
        const amount = ctsDepositOf(w, m.month).deposit;
        const employer = employers.get(w.document)?.employer;
        if (!employer)
          throw conflict(`No se conoce el empleador de ${w.name} (${w.document}) en ${m.month}.`);
        const entry = companies.get(employer.ruc) ?? { company: employer, amounts: new Map() };
        entry.amounts.set(
          w.document,
          (entry.amounts.get(w.document) ?? Decimal.ZERO).plus(Decimal.of(amount)),
        );
        companies.set(employer.ruc, entry);
      }
    }
    return { statement, companies };
  }

  /** The companies with CTS to deposit in a final statement, by legal name: the screen's choice. */
  async companies(period: string): Promise<{ ruc: string; legalName: string }[]> {
    const { companies } = await this.byCompany(period);
    return [...companies.values()]
      .map(({ company }) => ({ ruc: company.ruc, legalName: company.legalName }))
      .sort((a, b) => a.legalName.localeCompare(b.legalName, 'es') || a.ruc.localeCompare(b.ruc));
  }

  /** The company's deposits of the period, from a final (not provisional) statement. */
  private async deposits(period: string, ruc: string): Promise<CtsDeposit[]> {
    const { statement, companies } = await this.byCompany(period);
    const amounts = companies.get(ruc)?.amounts ?? new Map<string, Decimal>();
    const workers = statement.workers.filter((w) => amounts.has(w.document));
    if (workers.length === 0) throw notFound(CTS_DEPOSIT_MESSAGES.noWorkers(ruc));
    const accounts = await this.bank.ctsAccounts(workers.map((w) => w.document));
    return workers.map((w) => {
      const a = accounts.get(w.document);
      return {
        documentType: a?.documentType ?? 'DNI',
        document: w.document,
        name: a?.name ?? w.name,
        account: a?.account ?? '',
        net: amounts.get(w.document)!.toFixed(2),
      };
    });
  }

  async preview(period: string, ruc: string): Promise<CtsDepositPreview> {
    const deposits = await this.deposits(period, ruc);
    const layout = BANK_FILE_LAYOUTS[TELECREDITO_CTS]!;
    const payable = deposits.filter((d) => Decimal.of(d.net).isPositive());
    const withAccount = payable.filter((d) => d.account !== '');
    return {
      layout: { code: layout.code, name: layout.name, chargeAccountHint: layout.chargeAccountHint },
      paid: withAccount.length,
      total: Decimal.sum(withAccount.map((d) => Decimal.of(d.net))).toFixed(2),
      withoutAccount: payable
        .filter((d) => d.account === '')
        .map((d) => ({ document: d.document, name: d.name, net: d.net })),
      nothingToPay: deposits.length - payable.length,
      reference: ctsReference(period),
    };
  }

  async file(
    period: string,
    ruc: string,
    options: { chargeAccount: string; paymentDate: string; reference: string },
  ): Promise<BankFile> {
    const deposits = await this.deposits(period, ruc);
    const result = ctsDepositFile({ ...options, deposits });
    if (!result.ok)
      throw bankFileRefused(result.problems, CTS_DEPOSIT_MESSAGES.problems(result.problems.length));
    return result.file;
  }
}
