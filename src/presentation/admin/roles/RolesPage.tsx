import { ManageRoles } from '../../../application/admin/use-cases';
import { RolesPresenter } from './roles-presenter';
import { RolesView } from './RolesView';
import { useGrantedPresenter } from '../../common/use-granted-presenter';
import { ShellPage } from '../../shell/ShellPage';

/** rol: roles and their permission matrix. */
export function RolesPage() {
  const [presenter, state] = useGrantedPresenter(
    ManageRoles,
    (roles, grants, t) => new RolesPresenter(roles, grants, t),
  );
  return (
    <ShellPage code="rol">
      <RolesView presenter={presenter} state={state} />
    </ShellPage>
  );
}

export default RolesPage;
