import { useTranslation } from 'react-i18next';
import { LoadMyPermissions, ManageUsers } from '../../../application/admin/use-cases';
import { PasswordGenerator } from '../../../application/auth/ports/password-generator';
import { UsersPresenter, type UsersState } from '../../admin/users/users-presenter';
import { UsersView } from '../../admin/users/UsersView';
import { useInject } from '../../core/dependencies';
import { usePresenter } from '../../core/use-presenter';
import { ShellPage } from '../../shell/ShellPage';

/** usuario: the users of the product, their roles and state. */
export function UsuarioPage() {
  const { t } = useTranslation();
  const users = useInject(ManageUsers);
  const permissions = useInject(LoadMyPermissions);
  const passwords = useInject<PasswordGenerator>(PasswordGenerator);
  const [presenter, state] = usePresenter<UsersState, UsersPresenter>(
    () =>
      new UsersPresenter(
        users,
        permissions,
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

export default UsuarioPage;
