import { ManageUsers } from '../../../application/admin/use-cases';
import { PasswordGenerator } from '../../../application/identity/ports/password-generator';
import { UsersPresenter } from './users-presenter';
import { UsersView } from './UsersView';
import { useInject } from '../../core/dependencies';
import { useGrantedPresenter } from '../../common/use-granted-presenter';
import { ShellPage } from '../../shell/ShellPage';

/** usuario: the users of the product, their roles and state. */
export function UsersPage() {
  const passwords = useInject<PasswordGenerator>(PasswordGenerator);
  const [presenter, state] = useGrantedPresenter(
    ManageUsers,
    (users, grants, t) => new UsersPresenter(users, grants, () => passwords.generate(), t),
  );
  return (
    <ShellPage code="usuario">
      <UsersView presenter={presenter} state={state} />
    </ShellPage>
  );
}

export default UsersPage;
