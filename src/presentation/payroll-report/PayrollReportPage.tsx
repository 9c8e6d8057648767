import { PayrollReportApi } from '../../application/payroll-report/payroll-report-api';
import { FileSaver } from '../../application/ports/file-saver';
import { MyGrants } from '../../application/shared/my-grants';
import { useInject } from '../core/dependencies';
import { usePresenter } from '../core/use-presenter';
import { ShellPage } from '../shell/ShellPage';
import { ReportPresenter, type ReportScreenState } from './report-presenter';
import { ReportView } from './ReportView';

/** reporte_de_planilla: the payroll report of a closed week or a month, on screen and as files. */
export function PayrollReportPage() {
  const api = useInject<PayrollReportApi>(PayrollReportApi);
  const grants = useInject<MyGrants>(MyGrants);
  const files = useInject<FileSaver>(FileSaver);
  const [presenter, state] = usePresenter<ReportScreenState, ReportPresenter>(
    () => new ReportPresenter(api, grants, files),
  );
  return (
    <ShellPage code="reporte_de_planilla">
      <ReportView presenter={presenter} state={state} />
    </ShellPage>
  );
}

export default PayrollReportPage;
