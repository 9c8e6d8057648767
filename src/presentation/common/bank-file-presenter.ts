import type { BankFilePreview, BankFileRequest } from '../../application/bank-payments/contract';
import type { FileSaver } from '../../application/ports/file-saver';
import type { ApiResult } from '../../application/shared/api-result';
import type { DownloadedFile } from '../../application/shared/catalogue-api';
import { formatSoles } from '../../domain/shared/decimal-text';
import { LoadPresenter, mapResult, type LoadState } from './load-presenter';

export type { BankFilePreview };
export type BankFileOptions = BankFileRequest;

const COUNTED = ['trabajador', 'trabajadores'] as const;

/** Where a bank file comes from, and how its summary reads. */
export interface BankFileSource {
  /** Who the file pays, in the bank's layout (the source's default when absent). */
  preview(layout?: string): Promise<ApiResult<BankFilePreview>>;
  file(options: BankFileOptions): Promise<ApiResult<DownloadedFile>>;
  /** 'Ningún trabajador de la empresa tiene cuenta bancaria y neto a pagar esta semana.' */
  readonly nobody: string;
  /** 'Se pagará a' / 'Se depositará a'. */
  readonly lead: string;
  /** What the summary counts, one and many (by default 'trabajador', 'trabajadores'). */
  readonly counted?: readonly [string, string];
}

interface BankFile {
  /** The layout's code: 'BCP_TELECREDITO'. */
  readonly layout: string;
  readonly layoutName: string;
  /** The banks the file can be made for (more than one: the dialog lets the clerk choose). */
  readonly layouts: readonly { readonly code: string; readonly name: string }[];
  readonly hint: string;
  /** 'Se pagará a 4 trabajadores: S/ 15,651.08.' */
  readonly summary: string;
  /** Workers left out, to pay otherwise: 'HUAMÁN ROJAS, PEDRO (40112234): S/ 1,956.38'. */
  readonly withoutAccount: readonly string[];
  readonly chargeAccount: string;
  readonly paymentDate: string;
  readonly reference: string;
  readonly downloading: boolean;
  readonly message: string;
  readonly problems: readonly string[];
  readonly canDownload: boolean;
}

export type BankFileState = LoadState<BankFile>;

/**
 * A bank file of one company (docs/bank-payments.md): who it pays and who is left out, the charge
 * account, payment date and reference, then the file (`exportar`). The weekly pay and the CTS deposit
 * are two sources.
 */
export class BankFilePresenter extends LoadPresenter<BankFile> {
  protected override readonly rereadsOnAttach = true;

  constructor(
    private readonly source: BankFileSource,
    private readonly files: FileSaver,
    /** 'YYYY-MM-DD': the date the payment is proposed for. */
    private readonly today: string,
  ) {
    super();
  }

  /** The layout chosen ('' the source's default). */
  private layout = '';

  protected async read(): Promise<ApiResult<BankFile>> {
    return mapResult(await this.source.preview(this.layout || undefined), (p) => this.readyOf(p));
  }

  /** Another bank's layout: who it pays changes (BBVA pays its own accounts only), read again. */
  async chooseLayout(code: string): Promise<void> {
    const s = this.state;
    if (s.kind === 'ready' && (s.layout === code || s.downloading)) return;
    this.layout = code;
    await this.load();
  }

  edit(change: { chargeAccount?: string; paymentDate?: string; reference?: string }): void {
    this.setState((s) => (s.kind === 'ready' ? { ...s, ...change, message: '', problems: [] } : s));
  }

  async download(): Promise<void> {
    const s = this.state;
    if (s.kind !== 'ready' || s.downloading || !s.canDownload) return;
    this.setState({ ...s, downloading: true, message: '', problems: [] });
    const result = await this.source.file({
      chargeAccount: s.chargeAccount.trim(),
      paymentDate: s.paymentDate,
      reference: s.reference.trim(),
      ...(s.layouts.length > 1 ? { layout: s.layout } : {}),
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

  private readyOf(p: BankFilePreview): BankFile {
    return {
      layout: p.layout.code,
      layoutName: p.layout.name,
      layouts: p.layouts ?? [],
      hint: p.layout.chargeAccountHint,
      summary:
        p.paid === 0
          ? this.source.nobody
          : `${this.source.lead} ${p.paid} ${(this.source.counted ?? COUNTED)[p.paid === 1 ? 0 : 1]}: ${formatSoles(p.total)}.`,
      withoutAccount: p.withoutAccount.map((w) => `${w.name} (${w.document}): ${formatSoles(w.net)}`),
      chargeAccount: '',
      paymentDate: this.today,
      reference: p.reference,
      downloading: false,
      message: '',
      problems: [],
      canDownload: p.paid > 0,
    };
  }
}
