import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { MyGrants } from '../../application/shared/my-grants';
import { LoadShortcuts } from '../../application/dashboard/load-shortcuts';
import { LoadCurrentNews } from '../../application/news/load-current-news';
import { ShellSession } from '../../application/shell/shell-session';
import { useInject } from '../core/dependencies';
import { usePresenter } from '../core/use-presenter';
import { DashboardPresenter, type DashboardState } from './dashboard-presenter';
import { DashboardView } from './DashboardView';
import { BackupNotice } from './BackupNotice';
import { PayrollFigures } from './PayrollFigures';
import { ShellPage } from '../shell/ShellPage';

/** The dashboard (route ''): greeting, current company news and shortcuts to the user's modules. */
export function DashboardPage() {
  const { t } = useTranslation();
  const session = useInject<ShellSession>(ShellSession);
  const news = useInject(LoadCurrentNews);
  const shortcuts = useInject(LoadShortcuts);
  const grants = useInject<MyGrants>(MyGrants);
  const [presenter, state] = usePresenter<DashboardState, DashboardPresenter>(
    () =>
      new DashboardPresenter(
        session,
        news,
        shortcuts,
        (key, params) => t(key, params ?? {}),
        undefined,
        grants,
      ),
  );
  if (state.landing !== null) return <Navigate to={state.landing} replace />;
  return (
    <ShellPage code="dashboard">
      <DashboardView
        presenter={presenter}
        state={state}
        payroll={<PayrollFigures />}
        notices={<BackupNotice />}
      />
    </ShellPage>
  );
}

export default DashboardPage;
