import type { BrowseAudit } from '../../../application/admin/use-cases';
import {
  actionLabel,
  AUDIT_ACTIONS,
  auditChanges,
  entityLabel,
  type AuditChange,
  type AuditFilter,
  type AuditRecord,
} from '../../../domain/admin/audit';
import { formatDateTime } from '../../../domain/shared/dates';
import { DEFAULT_PAGE_SIZE } from '../../../domain/shared/paging';
import { errorsByField } from '../../../domain/shared/validation';
import { validateAuditFilter } from '../../../domain/admin/audit';
import { Presenter } from '../../core/presenter';
import { LatestOnly, type TableState } from '../../common/screen-state';

export interface AuditRow {
  readonly id: number;
  readonly occurredAt: string;
  readonly actor: string;
  readonly action: string;
  readonly entity: string;
  readonly entityId: string;
  readonly changes: readonly AuditChange[];
  readonly reason: string | null;
}

export interface AuditFilters {
  readonly entity: string;
  readonly actor: string;
  readonly action: string;
  readonly from: string;
  readonly to: string;
}

export interface AuditState {
  readonly table: TableState<AuditRow>;
  /** What the filter form shows (applied with `apply`). */
  readonly filters: AuditFilters;
  readonly errors: Readonly<Record<string, string>>;
  readonly query: {
    readonly page: number;
    readonly pageSize: number;
    readonly sort: 'occurredAt';
    readonly order: 'asc' | 'desc';
  };
  readonly entities: readonly { readonly value: string; readonly label: string }[];
  readonly actions: readonly { readonly value: string; readonly label: string }[];
  /** The rows whose before/after values are shown. */
  readonly expanded: readonly number[];
}

const EMPTY: AuditFilters = { entity: '', actor: '', action: '', from: '', to: '' };

const rowOf = (r: AuditRecord): AuditRow => ({
  id: r.id,
  occurredAt: formatDateTime(r.occurredAt),
  actor: r.actorUsername,
  action: actionLabel(r.action),
  entity: entityLabel(r.entity),
  entityId: r.entityId,
  changes: auditChanges(r.before, r.after),
  reason: r.reason,
});

const defined = (f: AuditFilters): AuditFilter => ({
  ...(f.entity ? { entity: f.entity } : {}),
  ...(f.actor.trim() ? { actor: f.actor.trim() } : {}),
  ...(f.action ? { action: f.action } : {}),
  ...(f.from ? { from: f.from } : {}),
  ...(f.to ? { to: f.to } : {}),
});

/** The audit trail viewer: filter by entity, user, action and dates; newest first, paged on the server. */
export class AuditPresenter extends Presenter<AuditState> {
  private applied: AuditFilters = EMPTY;
  private readonly latest = new LatestOnly();

  constructor(private readonly audit: BrowseAudit) {
    super({
      table: { kind: 'loading' },
      filters: EMPTY,
      errors: {},
      query: { page: 0, pageSize: DEFAULT_PAGE_SIZE, sort: 'occurredAt', order: 'desc' },
      entities: [],
      actions: Object.keys(AUDIT_ACTIONS).map((value) => ({ value, label: actionLabel(value) })),
      expanded: [],
    });
  }

  protected override onAttach(): void {
    void this.load();
    void this.audit.entities().then((result) => {
      if (!result.ok) return;
      this.setState((s) => ({
        ...s,
        entities: result.value.map((value) => ({ value, label: entityLabel(value) })),
      }));
    });
  }

  async load(): Promise<void> {
    const current = this.latest.next();
    const { query } = this.state;
    this.setState((s) => ({
      ...s,
      table: s.table.kind === 'ready' ? { ...s.table, refreshing: true } : { kind: 'loading' },
    }));
    const result = await this.audit.list({
      ...defined(this.applied),
      page: query.page + 1,
      pageSize: query.pageSize,
      order: query.order,
    });
    if (!current()) return;
    if (!result.ok) {
      const failure = result.error;
      if (failure.kind === 'validation' && failure.fields.length > 0) {
        this.setState((s) => ({
          ...s,
          errors: errorsByField(failure.fields),
          table: { kind: 'ready', rows: [], total: 0, refreshing: false },
        }));
        return;
      }
      this.setState((s) => ({ ...s, table: { kind: 'error', message: failure.message } }));
      return;
    }
    this.setState((s) => ({
      ...s,
      table: {
        kind: 'ready',
        rows: result.value.rows.map(rowOf),
        total: result.value.total,
        refreshing: false,
      },
    }));
  }

  setFilter(field: keyof AuditFilters, value: string): void {
    this.setState((s) => {
      const { [field]: _dropped, ...errors } = s.errors;
      return { ...s, filters: { ...s.filters, [field]: value }, errors };
    });
  }

  /** Applies the filters (dates checked first), from the first page. */
  apply(): void {
    const errors = validateAuditFilter(defined(this.state.filters));
    if (errors.length > 0) {
      this.setState((s) => ({ ...s, errors: errorsByField(errors) }));
      return;
    }
    this.applied = this.state.filters;
    this.setState((s) => ({ ...s, errors: {}, query: { ...s.query, page: 0 }, expanded: [] }));
    void this.load();
  }

  clear(): void {
    this.setState((s) => ({ ...s, filters: EMPTY, errors: {} }));
    this.apply();
  }

  setPage(page: number): void {
    this.setState((s) => ({ ...s, query: { ...s.query, page }, expanded: [] }));
    void this.load();
  }

  setPageSize(pageSize: number): void {
    this.setState((s) => ({ ...s, query: { ...s.query, pageSize, page: 0 }, expanded: [] }));
    void this.load();
  }

  /** Newest first or oldest first. */
  sortBy(): void {
    this.setState((s) => ({
      ...s,
      query: { ...s.query, order: s.query.order === 'desc' ? 'asc' : 'desc', page: 0 },
    }));
    void this.load();
  }

  toggle(id: number): void {
    this.setState((s) => ({
      ...s,
      expanded: s.expanded.includes(id) ? s.expanded.filter((e) => e !== id) : [...s.expanded, id],
    }));
  }
}
