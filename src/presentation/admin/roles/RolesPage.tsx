import { ManageRoles } from '../../../application/admin/use-cases';
import { RolesPresenter } from './roles-presenter';
import { RolesView } from './RolesView';
import { GrantedPage } from '../../common/GrantedPage';

/** rol: roles and their permission matrix. */
export function RolesPage() {
  return (
    <GrantedPage
      code="rol"
      useCase={ManageRoles}
      create={(roles, grants, t) => new RolesPresenter(roles, grants, t)}
      view={RolesView}
    />
  );
}

export default RolesPage;
