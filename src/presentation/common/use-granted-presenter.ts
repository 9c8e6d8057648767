import { useTranslation } from 'react-i18next';
import { MyGrants } from '../../application/shared/my-grants';
import { useInject } from '../core/dependencies';
import type { Presenter } from '../core/presenter';
import { usePresenter } from '../core/use-presenter';
import type { Translate } from './screen-state';

type StateOf<P> = P extends Presenter<infer S> ? S : never;

/**
 * The presenter of a page that offers what the user's grants allow (create, edit, export…): made once
 * from the page's use case, the grants and the translator, attached while the page is mounted.
 */
export function useGrantedPresenter<U, P extends Presenter<StateOf<P>>>(
  useCase: abstract new (...args: never[]) => U,
  create: (useCase: U, grants: MyGrants, t: Translate) => P,
): [P, StateOf<P>] {
  const { t } = useTranslation();
  const service = useInject(useCase);
  const grants = useInject<MyGrants>(MyGrants);
  return usePresenter<StateOf<P>, P>(() => create(service, grants, (key, params) => t(key, params ?? {})));
}
