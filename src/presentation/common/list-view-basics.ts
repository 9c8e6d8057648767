import { listTexts } from './FilterSelect';
import type { Translate } from './screen-state';

/**
 * What a list page gives its `ListView` the same way every time: the texts under `prefix` (with
 * `${prefix}.create` for the create button), the presenter and its state, whether a search or a filter
 * narrows the list, and the create button when the user may create.
 */
export function listViewBasics<
  P extends { openCreate(): void },
  S extends { readonly query: { readonly q: string; readonly filters: object } },
>(t: Translate, prefix: string, presenter: P, state: S, canCreate: boolean) {
  return {
    ...listTexts(t, prefix),
    presenter,
    state,
    filtered:
      state.query.q.trim() !== '' ||
      Object.values(state.query.filters).some((value) => value !== '' && value !== undefined),
    ...(canCreate ? { create: { label: t(`${prefix}.create`), onClick: () => presenter.openCreate() } } : {}),
  };
}
