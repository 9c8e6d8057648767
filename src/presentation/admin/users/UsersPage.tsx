import { useTranslation } from 'react-i18next';
import { ManageUsers } from '../../../application/admin/use-cases';
import { MyGrants } from '../../../application/shared/my-grants';
import { PasswordGenerator } from '../../../application/identity/ports/password-generator';
import { UsersPresenter, type UsersState } from './users-presenter';
import { UsersView } from './UsersView';
import { useInject } from '../../core/dependencies';
import { usePresenter } from '../../core/use-presenter';
import { ShellPage } from '../../shell/ShellPage';

/** usuario: the users of the product, their roles and state. */
export function UsersPage() {
  const { t } = useTranslation();
  const users = useInject(ManageUsers);
  const grants = useInject<MyGrants>(MyGrants);
  const passwords = useInject<PasswordGenerator>(PasswordGenerator);
  const [presenter, state] = usePresenter<UsersState, UsersPresenter>(
    () =>
      new UsersPresenter(
        users,
        grants,
        () => passwords.generate(),
        (key, params) => t(key, params ?? {}),
      ),
  );
  return (
    <ShellPage code="usuario">
      <UsersView presenter={presenter} state={state} />
    </ShellPage>
  );
}

export default UsersPage;
