import type { ApiFailure } from '../../application/shared/api-result';
import { errorsByField, type FieldError } from '../../domain/shared/validation';
import { hasGrant, type Grants } from '../../domain/shared/grants';
import type { PermissionAction } from '../../domain/shell/modules';

/** Translations as presenters use them (i18next's `t`). */
export type Translate = (key: string, params?: Record<string, unknown>) => string;

/** A message above a table or form. */
export interface Notice {
  readonly severity: 'success' | 'error' | 'info';
  readonly text: string;
}

/** A server-paged table: what the view needs to render rows, sorting and paging. */
export type TableState<R> =
  | { readonly kind: 'loading' }
  | { readonly kind: 'failed'; readonly message: string }
  | {
      readonly kind: 'ready';
      readonly rows: readonly R[];
      readonly total: number;
      /** A newer page is being read (the rows shown are the previous ones). */
      readonly refreshing: boolean;
    };

export interface TableQuery<S extends string> {
  readonly q: string;
  /** 0-based, as the table pagination shows it. */
  readonly page: number;
  readonly pageSize: number;
  readonly sort: S;
  readonly order: 'asc' | 'desc';
}

/** The actions of one module the signed-in user may do. */
export function allowed<A extends PermissionAction>(
  grants: Grants,
  module: string,
  actions: readonly A[],
): Record<A, boolean> {
  return Object.fromEntries(actions.map((a) => [a, hasGrant(grants, module, a)])) as Record<A, boolean>;
}

/** Field errors of a refusal, by field (a validation failure only). */
export function fieldErrorsOf(failure: ApiFailure): Readonly<Record<string, string>> {
  return failure.kind === 'validation' ? errorsByField(failure.fields) : {};
}

/** The message for the whole form: field errors are shown next to their fields. */
export function formMessageOf(failure: ApiFailure, fields: readonly FieldError[] = []): string | null {
  if (failure.kind === 'validation') {
    return fields.length > 0 || failure.fields.length > 0 ? null : failure.message;
  }
  return failure.message;
}

/** Calls `load` after `ms` without new calls (search while typing). */
export class Debouncer {
  private timer: ReturnType<typeof setTimeout> | undefined;
  constructor(private readonly ms: number) {}
  run(action: () => void): void {
    this.cancel();
    this.timer = setTimeout(action, this.ms);
  }
  cancel(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
  }
}

/** Ignores answers to requests that a newer one replaced. */
export class LatestOnly {
  private counter = 0;
  next(): () => boolean {
    const mine = ++this.counter;
    return () => mine === this.counter;
  }
}
