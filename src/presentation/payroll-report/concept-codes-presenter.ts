import type {
  ConceptCode,
  ConceptCodeDifference,
  PayrollReportApi,
} from '../../application/payroll-report/payroll-report-api';
import { conceptLabel } from '../../domain/payroll/concept-labels';
import { okResult, type ApiResult } from '../../application/shared/api-result';
import { LoadPresenter, type LoadState } from '../common/load-presenter';
import type { Translate } from '../common/screen-state';

/** A row of the Table 22 mapping as the dialog edits it. */
export interface ConceptCodeRow {
  readonly concept: string;
  /** 'Aporte al fondo de pensiones (REP)'. */
  readonly label: string;
  readonly code: string;
  readonly description: string;
  /** Differs from what is stored. */
  readonly changed: boolean;
  readonly saving: boolean;
  /** Why the last save was refused ('' none). */
  readonly error: string;
}

/** A difference from the official table, as the notice lists it. */
export interface ConceptCodeNotice {
  readonly concept: string;
  /** 'Participación de pesca'. */
  readonly label: string;
  /** The server's sentence: what differs and what the official table says. */
  readonly message: string;
}

interface ConceptCodes {
  readonly rows: readonly ConceptCodeRow[];
  /**
   * Where the stored table differs from the official one (rows a person edited keep their edits; a
   * migration updated only the untouched ones): shown above the table until the rows agree.
   */
  readonly differences: readonly ConceptCodeNotice[];
  /** 'Código de «…» guardado.' after a save ('' none). */
  readonly saved: string;
}

export type ConceptCodesState = LoadState<ConceptCodes>;

const labelOf = (concept: string) => {
  const [base = concept, scheme] = concept.split(':');
  return scheme ? `${conceptLabel(base)} (${scheme})` : conceptLabel(base);
};

const noticesOf = (differences: readonly ConceptCodeDifference[]): ConceptCodeNotice[] =>
  differences.map((d) => ({ concept: d.concept, label: labelOf(d.concept), message: d.message }));

/**
 * The SUNAT Table 22 mapping of the PLAME (docs/filings.md): each line concept's code and description,
 * changed one row at a time with its version (`editar` on reporte_de_planilla).
 */
export class ConceptCodesPresenter extends LoadPresenter<ConceptCodes> {
  protected override readonly rereadsOnAttach = true;
  private stored = new Map<string, ConceptCode>();

  constructor(
    private readonly api: PayrollReportApi,
    /** The translator of the texts (i18next's `t`). */
    private readonly t: Translate,
  ) {
    super();
  }

  protected async read(): Promise<ApiResult<ConceptCodes>> {
    const result = await this.api.conceptCodes();
    if (!result.ok) return result;
    this.stored = new Map(result.value.rows.map((c) => [c.concept, c]));
    return okResult({
      saved: '',
      differences: noticesOf(result.value.differences),
      rows: result.value.rows.map((c) => ({
        concept: c.concept,
        label: labelOf(c.concept),
        code: c.code,
        description: c.description,
        changed: false,
        saving: false,
        error: '',
      })),
    });
  }

  edit(concept: string, change: { code?: string; description?: string }): void {
    this.update(concept, (row) => {
      const next = { ...row, ...change, error: '' };
      const stored = this.stored.get(concept);
      return { ...next, changed: next.code !== stored?.code || next.description !== stored?.description };
    });
  }

  async save(concept: string): Promise<void> {
    const s = this.state;
    const stored = this.stored.get(concept);
    const row = s.kind === 'ready' ? s.rows.find((r) => r.concept === concept) : undefined;
    if (!row || !stored || row.saving || !row.changed) return;
    this.update(concept, (r) => ({ ...r, saving: true, error: '' }));
    const result = await this.api.updateConceptCode(concept, {
      code: row.code.trim(),
      description: row.description.trim(),
      version: stored.version,
    });
    if (this.disposed) return;
    if (!result.ok) {
      const message =
        result.error.kind === 'validation' && result.error.fields.length > 0
          ? result.error.fields.map((f) => f.message).join(' ')
          : result.error.message;
      this.update(concept, (r) => ({ ...r, saving: false, error: message }));
      return;
    }
    this.stored.set(concept, result.value);
    this.update(concept, (r) => ({
      ...r,
      code: result.value.code,
      description: result.value.description,
      changed: false,
      saving: false,
    }));
    this.setState((st) =>
      st.kind === 'ready'
        ? { ...st, saved: this.t('payrollReport.conceptCodes.saved', { concept: row.label }) }
        : st,
    );
    // A saved row may now agree with the official table, or differ from it: the notice is read again.
    const listed = await this.api.conceptCodes();
    if (this.disposed || !listed.ok) return;
    this.setState((st) =>
      st.kind === 'ready' ? { ...st, differences: noticesOf(listed.value.differences) } : st,
    );
  }

  private update(concept: string, change: (row: ConceptCodeRow) => ConceptCodeRow): void {
    this.setState((s) =>
      s.kind === 'ready'
        ? { ...s, saved: '', rows: s.rows.map((r) => (r.concept === concept ? change(r) : r)) }
        : s,
    );
  }
}
