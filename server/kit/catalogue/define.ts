import type { CatalogueRecord } from '../../../src/domain/shared/catalogue';
import type { FieldError } from '../../../src/domain/shared/validation';
import type { ServerContext } from '../../context';
import type { Executor } from '../../db/database';
import type { CatalogueApi } from './routes';
import { CatalogueService, type CatalogueRules } from './service';
import type { CatalogueStore } from './store';

/** What a catalogue states once: how it is offered over HTTP and the rules of its service. */
export type CatalogueDefinition<E extends CatalogueRecord, I, S extends string> = Omit<
  CatalogueApi<E, I, S>,
  'service'
> &
  Omit<CatalogueRules<E, I>, 'module'>;

/** A catalogue's API with its service, on the catalogue's store (the module names both). */
export function defineCatalogue<E extends CatalogueRecord, I, S extends string>(
  context: ServerContext,
  store: CatalogueStore<E, I, S>,
  definition: CatalogueDefinition<E, I, S>,
): CatalogueApi<E, I, S> {
  const { validate, clean, notFound, inUse, check, guard, ...api } = definition;
  const rules = { module: api.module, validate, clean, notFound, inUse, check, guard };
  return { ...api, service: new CatalogueService(context, store, rules) };
}

/** Whether a record of another catalogue exists and is active. */
interface ReferencedStore {
  state(id: number, ex: Executor): Promise<'missing' | 'inactive' | 'active'>;
}

/**
 * The check of a reference to another catalogue (a vessel's company, a species' fishing type): it must
 * exist, and be active unless an edit keeps the one the record already had (it may have been
 * deactivated since).
 */
export function activeReference<E, I>(
  referenced: ReferencedStore,
  field: string,
  idOf: (record: I | E) => number | null,
  messages: { readonly unknown: string; readonly inactive: string },
): (ex: Executor, input: I, current?: E) => Promise<FieldError[]> {
  return async (ex, input, current) => {
    const id = idOf(input);
    const state = id === null ? 'missing' : await referenced.state(id, ex);
    if (state === 'missing') return [{ field, message: messages.unknown }];
    if (state === 'inactive' && (current === undefined || idOf(current) !== id)) {
      return [{ field, message: messages.inactive }];
    }
    return [];
  };
}
