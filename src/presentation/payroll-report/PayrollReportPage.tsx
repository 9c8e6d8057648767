import { PayrollReportApi } from '../../application/payroll-report/payroll-report-api';
import { FileSaver } from '../../application/ports/file-saver';
import { MyGrants } from '../../application/shared/my-grants';
import { useInject } from '../core/dependencies';
import { usePresenter } from '../core/use-presenter';
import { ShellPage } from '../shell/ShellPage';
import { useState } from 'react';
import { ConceptCodesDialog } from './ConceptCodesDialog';
import { ConceptCodesPresenter, type ConceptCodesState } from './concept-codes-presenter';
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
  const [codes, setCodes] = useState(false);
  return (
    <ShellPage code="reporte_de_planilla">
      <ReportView presenter={presenter} state={state} onShowCodes={() => setCodes(true)} />
      {codes && <ConceptCodes api={api} canEdit={state.canEdit} onClose={() => setCodes(false)} />}
    </ShellPage>
  );
}

/** The Table 22 mapping's dialog, with its own presenter while it is open. */
function ConceptCodes({
  api,
  canEdit,
  onClose,
}: {
  api: PayrollReportApi;
  canEdit: boolean;
  onClose: () => void;
}) {
  const [presenter, state] = usePresenter<ConceptCodesState, ConceptCodesPresenter>(
    () => new ConceptCodesPresenter(api),
  );
  return <ConceptCodesDialog presenter={presenter} state={state} canEdit={canEdit} onClose={onClose} />;
}

export default PayrollReportPage;
