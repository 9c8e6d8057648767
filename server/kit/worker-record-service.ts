import type { ServerContext } from '../context';
import { WorkerRecordEditor, type WorkerRecordLocks, type WorkerRecordTrail } from './worker-record-edits';

/**
 * A service over a kind of a worker's records (loans, vacation periods, court orders, income tax
 * declarations): the context and the store it was built with, and the versioned, audited change and
 * delete of a record under the trail the service names.
 */
export abstract class WorkerRecordService<
  R extends { readonly version: number },
  S extends WorkerRecordLocks<R>,
> {
  /** What the audit trail keeps of the records: entity, the 404's message, the view of a record. */
  protected abstract readonly trail: WorkerRecordTrail<R>;

  constructor(
    protected readonly context: Pick<ServerContext, 'db' | 'clock'>,
    protected readonly store: S,
  ) {}

  /** The versioned, audited change and delete of a record. */
  protected records(): WorkerRecordEditor<R> {
    return new WorkerRecordEditor<R>(this.context, this.store, this.trail);
  }
}
