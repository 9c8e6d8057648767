import { saveDownload } from '../common/file-download';
import type { FileSaver } from '../../application/ports/file-saver';
import type { ApiResult } from '../../application/shared/api-result';
import type {
  OwnPayslip,
  OwnPayslipList,
  PayslipDeliveriesApi,
} from '../../application/payslip-deliveries/payslip-deliveries-api';
import { DELIVERY_KIND_LABELS, OBSERVATION_MAX } from '../../domain/payslip-deliveries/delivery';
import { formatDate, formatDateTime } from '../../domain/shared/dates';
import { LoadPresenter, type LoadState } from '../common/load-presenter';
import type { Notice, Translate } from '../common/screen-state';

/** One document (a payslip, a settlement, a certificate) as its card shows it (display-ready). */
export interface OwnPayslipCard {
  readonly id: number;
  /** «Boleta semanal», «Liquidación de beneficios sociales», «Certificado de rentas y retenciones»… */
  readonly kind: string;
  /** 'Semana 12 - 2025'. */
  readonly title: string;
  /** '17/03/2025 – 23/03/2025'. */
  readonly dates: string;
  readonly employer: string;
  /** 'S/ 1,234.56' as the server wrote it; null when there is none (a certificate). */
  readonly net: string | null;
  /** 'Publicada el 24/03/2025 08:00'. */
  readonly published: string;
  /** «Plazo de entrega: 27/03/2025»; null when the law sets none (a certificate). */
  readonly due: string | null;
  readonly confirmed: boolean;
  /** «Pendiente de confirmar» or «Recepción confirmada el 25/03/2025 10:05». */
  readonly stateText: string;
  /** The worker's observation when confirming ('' when none). */
  readonly observation: string;
}

/** The «Confirmar recepción» dialog of one payslip. */
export interface ReceiptDialog {
  readonly id: number;
  readonly title: string;
  readonly observation: string;
  /** '12 / 500'. */
  readonly counter: string;
  readonly busy: boolean;
  /** The server's refusal of the confirmation, or null. */
  readonly error: string | null;
}

/** What the page shows once read. */
export interface OwnPayslips {
  /** 'Juan Pérez · DNI 12345678'; '' when the user is not a worker. */
  readonly worker: string;
  readonly cards: readonly OwnPayslipCard[];
  /** The server's refusal when the signed-in user is not a worker, or null. */
  readonly refusal: string | null;
  readonly confirming: ReceiptDialog | null;
  /** The payslip being downloaded, or null. */
  readonly downloading: number | null;
  readonly notice: Notice | null;
}

export type OwnPayslipsState = LoadState<OwnPayslips>;

/** The page's ready state, to change. */
type ReadyOwn = OwnPayslipsState & { readonly kind: 'ready' };

/**
 * «Mis boletas» (module `mis_boletas`, docs/payslip-deliveries.md): the signed-in worker's published
 * documents (weekly and monthly payslips, a settlement, certificates), each to download (signed PDF) and
 * to confirm receipt with an optional observation.
 */
export class OwnPayslipsPresenter extends LoadPresenter<OwnPayslips> {
  constructor(
    private readonly api: PayslipDeliveriesApi,
    private readonly files: FileSaver,
    private readonly t: Translate,
  ) {
    super();
  }

  protected async read(): Promise<ApiResult<OwnPayslips>> {
    const result = await this.api.own();
    if (!result.ok && result.error.kind === 'forbidden')
      return { ok: true, value: this.shown(null, result.error.message) };
    return result.ok ? { ok: true, value: this.shown(result.value, null) } : result;
  }

  private shown(list: OwnPayslipList | null, refusal: string | null): OwnPayslips {
    return {
      worker: list
        ? this.t('payslipDeliveries.own.worker', { name: list.worker.name, document: list.worker.document })
        : '',
      cards: list ? list.rows.map((p) => this.cardOf(p)) : [],
      refusal,
      confirming: null,
      downloading: null,
      notice: null,
    };
  }

  private cardOf(p: OwnPayslip): OwnPayslipCard {
    return {
      id: p.id,
      kind: DELIVERY_KIND_LABELS[p.kind],
      title: p.title,
      dates: this.t('payslipDeliveries.own.dates', { start: formatDate(p.start), end: formatDate(p.end) }),
      employer: p.employer,
      net: p.net,
      published: this.t('payslipDeliveries.own.published', { at: formatDateTime(p.publishedAt) }),
      due: p.dueOn === null ? null : this.t('payslipDeliveries.own.due', { date: formatDate(p.dueOn) }),
      confirmed: p.confirmedAt !== null,
      stateText:
        p.confirmedAt === null
          ? this.t('payslipDeliveries.own.pending')
          : this.t('payslipDeliveries.own.confirmed', { at: formatDateTime(p.confirmedAt) }),
      observation: p.observation,
    };
  }

  private change(update: (ready: ReadyOwn) => ReadyOwn): void {
    this.setState((s) => (s.kind === 'ready' ? update(s) : s));
  }

  private ready(): ReadyOwn | null {
    return this.state.kind === 'ready' ? this.state : null;
  }

  /** «Descargar PDF»: the signed document, one download at a time. */
  async download(id: number): Promise<void> {
    if (this.ready()?.downloading !== null) return;
    this.change((s) => ({ ...s, downloading: id, notice: null }));
    const result = await this.api.ownPdf(id);
    if (this.disposed) return;
    const notice = saveDownload(this.files, result);
    this.change((s) => ({ ...s, downloading: null, notice }));
  }

  /** «Confirmar recepción»: opens the dialog of a payslip not confirmed yet. */
  openConfirm(id: number): void {
    const card = this.ready()?.cards.find((c) => c.id === id);
    if (!card || card.confirmed) return;
    this.change((s) => ({
      ...s,
      notice: null,
      confirming: {
        id,
        title: card.title,
        observation: '',
        counter: this.counter(''),
        busy: false,
        error: null,
      },
    }));
  }

  /** The observation as typed, cut at the longest the server takes. */
  setObservation(text: string): void {
    const observation = text.slice(0, OBSERVATION_MAX);
    this.change((s) =>
      s.confirming && !s.confirming.busy
        ? { ...s, confirming: { ...s.confirming, observation, counter: this.counter(observation) } }
        : s,
    );
  }

  closeConfirm(): void {
    this.change((s) => (s.confirming?.busy ? s : { ...s, confirming: null }));
  }

  /** «Confirmar»: sends the receipt once; the card shows the confirmation the server answers. */
  async confirm(): Promise<void> {
    const dialog = this.ready()?.confirming;
    if (!dialog || dialog.busy) return;
    this.change((s) => ({ ...s, confirming: s.confirming && { ...s.confirming, busy: true, error: null } }));
    const result = await this.api.confirm(dialog.id, { observation: dialog.observation.trim() });
    if (this.disposed) return;
    if (!result.ok && result.error.kind !== 'conflict') {
      const error = result.error.message;
      this.change((s) => ({ ...s, confirming: s.confirming && { ...s.confirming, busy: false, error } }));
      return;
    }
    if (!result.ok) {
      // Already confirmed (another tab, another device): the list read again shows it.
      await this.load();
      this.change((s) => ({ ...s, notice: { severity: 'info', text: result.error.message } }));
      return;
    }
    const card = this.cardOf(result.value);
    this.change((s) => ({
      ...s,
      confirming: null,
      cards: s.cards.map((c) => (c.id === card.id ? card : c)),
      notice: {
        severity: 'success',
        text: this.t('payslipDeliveries.own.confirmedNotice', { title: card.title }),
      },
    }));
  }

  dismissNotice(): void {
    this.change((s) => ({ ...s, notice: null }));
  }

  private counter(observation: string): string {
    return this.t('payslipDeliveries.own.counter', { length: observation.length, max: OBSERVATION_MAX });
  }
}
