import { ManageUsers } from '../../../application/admin/use-cases';
import { PasswordGenerator } from '../../../application/identity/ports/password-generator';
import { UsersPresenter } from './users-presenter';
import { UsersView } from './UsersView';
import { useInject } from '../../core/dependencies';
import { GrantedPage } from '../../common/GrantedPage';

/** usuario: the users of the product, their roles and state. */
export function UsersPage() {
  const passwords = useInject<PasswordGenerator>(PasswordGenerator);
  return (
    <GrantedPage
      code="usuario"
      useCase={ManageUsers}
      create={(users, grants, t) => new UsersPresenter(users, grants, () => passwords.generate(), t)}
      view={UsersView}
    />
  );
}

export default UsersPage;
