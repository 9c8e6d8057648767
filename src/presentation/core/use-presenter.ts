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

/**
 * A presenter owned by someone else (e.g. a dialog's presenter made by its page's presenter): attached
 * while this component is mounted, so its `onAttach` work (loading) runs. Returns its current state.
 */
export function useAttachedPresenter<S>(presenter: Presenter<S>): S {
  useEffect(() => {
    presenter.attach();
    return () => presenter.detach();
  }, [presenter]);
  return usePresenterState(presenter);
}

/** The props of a dialog whose opener made its presenter (the dialog attaches to it) and closes it. */
export interface PresenterDialogProps<P> {
  readonly presenter: P;
  readonly onClose: () => void;
}
