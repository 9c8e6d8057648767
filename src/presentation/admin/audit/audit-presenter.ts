import type { BrowseAudit } from '../../../application/admin/use-cases';
import type { ApiFailure } from '../../../application/shared/api-result';
import {
  actionLabel,
  AUDIT_ACTIONS,
  auditChanges,
  entityLabel,
  validateAuditFilter,
  type AuditChange,
  type AuditFilter,
  type AuditRecord,
} from '../../../domain/admin/audit';
import { formatDateTime } from '../../../domain/shared/dates';
import { errorsByField } from '../../../domain/shared/validation';
import { PagedListPresenter, type ListQuery, type ListState } from '../../common/paged-list-presenter';
import type { TableState, Translate } from '../../common/screen-state';

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

/** The list's filters: entity, user, action and the date range. */
export interface AuditFilters {
  readonly entity: string;
  readonly actor: string;
  readonly action: string;
  readonly from: string;
  readonly to: string;
}

export type AuditSort = 'occurredAt';

/** The audit screen's own state beside the list. */
export interface AuditOwnState {
  /** What the filter form shows (applied with `apply`; `query.filters` holds the applied ones). */
  readonly filters: AuditFilters;
  /** The filter form's errors (an impossible date range), by field. */
  readonly errors: Readonly<Record<string, string>>;
  readonly entities: readonly { readonly value: string; readonly label: string }[];
  readonly actions: readonly { readonly value: string; readonly label: string }[];
  /** The rows whose before/after values are shown. */
  readonly expanded: readonly number[];
}

export type AuditState = ListState<AuditRow, AuditSort, AuditFilters, never, never> & AuditOwnState;

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

/**
 * The audit trail viewer on the kit's list: filter by entity, user, action and dates (a form applied
 * with a button, dates checked first); newest first, paged on the server. Only `ver` (the screen gate).
 */
export class AuditPresenter extends PagedListPresenter<
  AuditRecord,
  AuditRow,
  AuditSort,
  AuditFilters,
  never,
  never,
  AuditOwnState
> {
  constructor(
    private readonly audit: BrowseAudit,
    t: Translate,
  ) {
    super(null, t, {
      module: 'auditoria',
      sort: 'occurredAt',
      order: 'desc',
      firstOrder: () => 'desc',
      filters: EMPTY,
      own: {
        filters: EMPTY,
        errors: {},
        entities: [],
        actions: Object.keys(AUDIT_ACTIONS).map((value) => ({ value, label: actionLabel(value) })),
        expanded: [],
      },
    });
  }

  protected override onAttach(): void {
    super.onAttach();
    void this.audit.entities().then((result) => {
      if (!result.ok) return;
      this.setState((s) => ({
        ...s,
        entities: result.value.map((value) => ({ value, label: entityLabel(value) })),
      }));
    });
  }

  protected fetch(query: ListQuery<AuditSort, AuditFilters>) {
    return this.audit.list({
      ...defined(query.filters),
      page: query.page + 1,
      pageSize: query.pageSize,
      order: query.order,
    });
  }

  protected rowOf(record: AuditRecord): AuditRow {
    return rowOf(record);
  }

  /** The server's refusal of the filters shows next to them, over an empty table. */
  protected override failedTable(failure: ApiFailure): TableState<AuditRow> {
    if (failure.kind !== 'validation' || failure.fields.length === 0) return super.failedTable(failure);
    this.setState((s) => ({ ...s, errors: errorsByField(failure.fields) }));
    return { kind: 'ready', rows: [], total: 0, refreshing: false };
  }

  /** Changes a field of the filter form (not applied yet), dropping its error. */
  override setFilter<K extends keyof AuditFilters>(field: K, value: AuditFilters[K]): void {
    this.setState((s) => {
      const { [field]: _dropped, ...errors } = s.errors;
      return { ...s, filters: { ...s.filters, [field]: value }, errors };
    });
  }

  /** Applies the filter form (dates checked first), from the first page. */
  apply(): void {
    const errors = validateAuditFilter(defined(this.state.filters));
    if (errors.length > 0) {
      this.setState((s) => ({ ...s, errors: errorsByField(errors) }));
      return;
    }
    this.setState((s) => ({ ...s, errors: {}, expanded: [] }));
    this.applyFilters(this.state.filters);
  }

  clear(): void {
    this.setState((s) => ({ ...s, filters: EMPTY, errors: {} }));
    this.apply();
  }

  override setPage(page: number): void {
    this.setState((s) => ({ ...s, expanded: [] }));
    super.setPage(page);
  }

  override setPageSize(pageSize: number): void {
    this.setState((s) => ({ ...s, expanded: [] }));
    super.setPageSize(pageSize);
  }

  /** Newest first or oldest first (the only order). */
  override sortBy(sort: AuditSort = 'occurredAt'): void {
    super.sortBy(sort);
  }

  toggle(id: number): void {
    this.setState((s) => ({
      ...s,
      expanded: s.expanded.includes(id) ? s.expanded.filter((e) => e !== id) : [...s.expanded, id],
    }));
  }
}
