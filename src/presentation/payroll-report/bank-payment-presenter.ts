import type {
  BankPaymentPreview,
  PayrollReportApi,
} from '../../application/payroll-report/payroll-report-api';
import type { FileSaver } from '../../application/ports/file-saver';
import { formatSoles } from '../../domain/shared/decimal-text';
import { Presenter } from '../core/presenter';

export type BankPaymentState =
  | { readonly kind: 'loading' }
  | { readonly kind: 'error'; readonly message: string }
  | {
      readonly kind: 'ready';
      readonly layoutName: string;
      readonly hint: string;
      /** 'Se pagará a 4 trabajadores: S/ 15,651.08.' */
      readonly summary: string;
      /** Workers with net pay and no account, to pay otherwise: 'HUAMÁN ROJAS, PEDRO (40112234): S/ 1,956.38'. */
      readonly withoutAccount: readonly string[];
      readonly chargeAccount: string;
      readonly paymentDate: string;
      readonly reference: string;
      readonly downloading: boolean;
      readonly message: string;
      readonly problems: readonly string[];
      readonly canDownload: boolean;
    };

/**
 * The bank payment file of a closed week for one company (docs/bank-payments.md): who it pays and who
 * is left out, the charge account, payment date and reference, then the file (`exportar`).
 */
export class BankPaymentPresenter extends Presenter<BankPaymentState> {
  constructor(
    private readonly api: PayrollReportApi,
    private readonly files: FileSaver,
    private readonly weekId: number,
    private readonly ruc: string,
    /** 'YYYY-MM-DD': the date the payment is proposed for. */
    private readonly today: string,
  ) {
    super({ kind: 'loading' });
  }

  protected override onAttach(): void {
    void this.load();
  }

  async load(): Promise<void> {
    this.setState({ kind: 'loading' });
    const result = await this.api.bankPreview(this.weekId, this.ruc);
    if (!result.ok) {
      this.setState({ kind: 'error', message: result.error.message });
      return;
    }
    this.setState(readyOf(result.value, this.today));
  }

  edit(change: { chargeAccount?: string; paymentDate?: string; reference?: string }): void {
    this.setState((s) => (s.kind === 'ready' ? { ...s, ...change, message: '', problems: [] } : s));
  }

  async download(): Promise<void> {
    const s = this.state;
    if (s.kind !== 'ready' || s.downloading || !s.canDownload) return;
    this.setState({ ...s, downloading: true, message: '', problems: [] });
    const result = await this.api.bankFile(this.weekId, this.ruc, {
      chargeAccount: s.chargeAccount.trim(),
      paymentDate: s.paymentDate,
      reference: s.reference.trim(),
    });
    if (this.disposed) return;
    if (result.ok) this.files.save(result.value.fileName, result.value.file);
    this.setState((st) =>
      st.kind === 'ready'
        ? {
            ...st,
            downloading: false,
            message: result.ok ? '' : result.error.message,
            problems:
              !result.ok && result.error.kind === 'validation'
                ? result.error.fields.map((f) => f.message)
                : [],
          }
        : st,
    );
  }
}

function readyOf(p: BankPaymentPreview, today: string): BankPaymentState {
  return {
    kind: 'ready',
    layoutName: p.layout.name,
    hint: p.layout.chargeAccountHint,
    summary:
      p.paid === 0
        ? 'Ningún trabajador de la empresa tiene cuenta bancaria y neto a pagar esta semana.'
        : `Se pagará a ${p.paid} ${p.paid === 1 ? 'trabajador' : 'trabajadores'}: ${formatSoles(p.total)}.`,
    withoutAccount: p.withoutAccount.map((w) => `${w.name} (${w.document}): ${formatSoles(w.net)}`),
    chargeAccount: '',
    paymentDate: today,
    reference: p.reference,
    downloading: false,
    message: '',
    problems: [],
    canDownload: p.paid > 0,
  };
}
