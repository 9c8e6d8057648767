import type { ComponentType } from 'react';
import type { MyGrants } from '../../application/shared/my-grants';
import type { Presenter } from '../core/presenter';
import { ShellPage } from '../shell/ShellPage';
import type { Translate } from './screen-state';
import { useGrantedPresenter } from './use-granted-presenter';

type StateOf<P> = P extends Presenter<infer S> ? S : never;

/**
 * A page that offers what the user's grants allow, in the shell's frame of its module (`code`): its
 * presenter made once from the use case (`useGrantedPresenter`), drawn by its `view`.
 */
export function GrantedPage<U, P extends Presenter<StateOf<P>>>({
  code,
  useCase,
  create,
  view: View,
}: {
  readonly code: string;
  readonly useCase: abstract new (...args: never[]) => U;
  readonly create: (useCase: U, grants: MyGrants, t: Translate) => P;
  readonly view: ComponentType<{ presenter: P; state: StateOf<P> }>;
}) {
  const [presenter, state] = useGrantedPresenter(useCase, create);
  return (
    <ShellPage code={code}>
      <View presenter={presenter} state={state} />
    </ShellPage>
  );
}
