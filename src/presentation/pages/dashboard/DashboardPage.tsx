import { ShellPage } from '../../shell/ShellPage';

/** The dashboard (route ''): its greeting, news and shortcuts come with the administration screens. */
export function DashboardPage() {
  return <ShellPage code="dashboard" />;
}

export default DashboardPage;
