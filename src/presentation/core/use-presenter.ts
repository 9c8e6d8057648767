import { useEffect, useState, useSyncExternalStore } from 'react';
import type { Presenter } from './presenter';

/** The presenter's current state, re-rendering on every change. */
export function usePresenterState<S>(presenter: Presenter<S>): S {
  return useSyncExternalStore(presenter.subscribe, presenter.getSnapshot, presenter.getSnapshot);
}

/**
 * A presenter owned by the calling component: created once, attached while mounted.
 * Returns the presenter and its current state.
 */
export function usePresenter<S, P extends Presenter<S>>(create: () => P): [P, S] {
  const [presenter] = useState(create);
  useEffect(() => {
    presenter.attach();
    return () => presenter.detach();
  }, [presenter]);
  return [presenter, usePresenterState(presenter)];
}
