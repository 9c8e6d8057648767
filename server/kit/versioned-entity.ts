import type { AuditAction } from '../audit/audit';
import type { ServerContext } from '../context';
import { changeVersioned, type AuditActor, type VersionedChange } from './versioned';

/** What one change states of its row: how it is read, checked and written, and what the trail keeps after. */
export type RowChange<T> = Pick<VersionedChange<T>, 'load' | 'check' | 'write' | 'after'>;

/**
 * The versioned, audited changes of one entity's rows (a catalogue's records, the roles): the trail's
 * entity, the not-found message and what the trail keeps before a change, stated once.
 */
export class VersionedEntity<T> {
  constructor(
    private readonly context: Pick<ServerContext, 'db' | 'clock'>,
    private readonly entity: string,
    private readonly notFoundMessage: string,
    private readonly before: (current: T) => unknown,
  ) {}

  /** Changes the row `id` from the `version` the client read, recorded as `action` by `actor`. */
  change(id: number, version: number, action: AuditAction, actor: AuditActor, row: RowChange<T>): Promise<T> {
    return changeVersioned(this.context.db, this.context.clock, {
      entity: this.entity,
      id,
      version,
      action,
      actor,
      notFoundMessage: this.notFoundMessage,
      before: this.before,
      ...row,
    });
  }
}
