import { useTranslation } from 'react-i18next';
import { LoadMyPermissions, ManageRoles } from '../../../application/admin/use-cases';
import { RolesPresenter, type RolesState } from '../../admin/roles/roles-presenter';
import { RolesView } from '../../admin/roles/RolesView';
import { useInject } from '../../core/dependencies';
import { usePresenter } from '../../core/use-presenter';
import { ShellPage } from '../../shell/ShellPage';

/** rol: roles and their permission matrix. */
export function RolPage() {
  const { t } = useTranslation();
  const roles = useInject(ManageRoles);
  const permissions = useInject(LoadMyPermissions);
  const [presenter, state] = usePresenter<RolesState, RolesPresenter>(
    () => new RolesPresenter(roles, permissions, (key, params) => t(key, params ?? {})),
  );
  return (
    <ShellPage code="rol">
      <RolesView presenter={presenter} state={state} />
    </ShellPage>
  );
}

export default RolPage;
