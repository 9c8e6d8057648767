import type { FieldError } from '../../domain/shared/validation';
import { sendIfValid, type ApiResult } from './api-result';

/** The writes of records that belong to an owner (a worker's loans and court orders, a month's declarations). */
export interface OwnedRecordWrites<O, V, E> {
  create(owner: O, input: V): Promise<ApiResult<E>>;
  update(id: number, version: number, input: V): Promise<ApiResult<E>>;
}

/**
 * The save of an owner's record, as a form's source takes it: checked first with the domain's rules
 * (refused under `message` with the fields marked, without asking the server), then created for the owner,
 * or updated from the version read (which guards against lost edits).
 */
export const saveOwnedRecord =
  <O, V, E extends { readonly id: number; readonly version: number }>(
    api: OwnedRecordWrites<O, V, E>,
    owner: O,
    validate: (values: V) => readonly FieldError[],
    message: string,
  ) =>
  (values: V, existing: E | undefined): Promise<ApiResult<E>> =>
    sendIfValid(
      validate(values),
      () => (existing ? api.update(existing.id, existing.version, values) : api.create(owner, values)),
      message,
    );
