import { useTranslation } from 'react-i18next';
import { ManageRoles } from '../../../application/admin/use-cases';
import { MyGrants } from '../../../application/shared/my-grants';
import { RolesPresenter, type RolesState } from './roles-presenter';
import { RolesView } from './RolesView';
import { useInject } from '../../core/dependencies';
import { usePresenter } from '../../core/use-presenter';
import { ShellPage } from '../../shell/ShellPage';

/** rol: roles and their permission matrix. */
export function RolesPage() {
  const { t } = useTranslation();
  const roles = useInject(ManageRoles);
  const grants = useInject<MyGrants>(MyGrants);
  const [presenter, state] = usePresenter<RolesState, RolesPresenter>(
    () => new RolesPresenter(roles, grants, (key, params) => t(key, params ?? {})),
  );
  return (
    <ShellPage code="rol">
      <RolesView presenter={presenter} state={state} />
    </ShellPage>
  );
}

export default RolesPage;
