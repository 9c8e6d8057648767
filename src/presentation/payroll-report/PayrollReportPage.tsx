import { PayrollReportApi } from '../../application/payroll-report/payroll-report-api';
import { FileSaver } from '../../application/ports/file-saver';
import { MyGrants } from '../../application/shared/my-grants';
import { useInject } from '../core/dependencies';
import { usePresenter } from '../core/use-presenter';
import { ShellPage } from '../shell/ShellPage';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { limaDate } from '../../domain/shared/dates';
import { BankPaymentDialog } from './BankPaymentDialog';
import { BankPaymentPresenter, type BankPaymentState } from './bank-payment-presenter';
import { ConceptCodesDialog } from './ConceptCodesDialog';
import { ConceptCodesPresenter, type ConceptCodesState } from './concept-codes-presenter';
import { ReportPresenter, type ReportScreenState } from './report-presenter';
import { ReportView } from './ReportView';

/** reporte_de_planilla: the payroll report of a closed week or a month, on screen and as files. */
export function PayrollReportPage() {
  const { t } = useTranslation();
  const api = useInject<PayrollReportApi>(PayrollReportApi);
  const grants = useInject<MyGrants>(MyGrants);
  const files = useInject<FileSaver>(FileSaver);
  const [presenter, state] = usePresenter<ReportScreenState, ReportPresenter>(
    () => new ReportPresenter(api, grants, files, (key, params) => t(key, params ?? {})),
  );
  const [codes, setCodes] = useState(false);
  const [bank, setBank] = useState<BankTarget | null>(null);
  return (
    <ShellPage code="reporte_de_planilla">
      <ReportView
        presenter={presenter}
        state={state}
        onShowCodes={() => setCodes(true)}
        onBankPayment={setBank}
      />
      {codes && <ConceptCodes api={api} canEdit={state.canEdit} onClose={() => setCodes(false)} />}
      {bank && <BankPayment api={api} files={files} target={bank} onClose={() => setBank(null)} />}
    </ShellPage>
  );
}

interface BankTarget {
  readonly weekId: number;
  readonly ruc: string;
  readonly company: string;
}

/** The bank payment file's dialog, with its own presenter while it is open. */
function BankPayment({
  api,
  files,
  target,
  onClose,
}: {
  api: PayrollReportApi;
  files: FileSaver;
  target: BankTarget;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [presenter, state] = usePresenter<BankPaymentState, BankPaymentPresenter>(
    () => new BankPaymentPresenter(api, files, target.weekId, target.ruc, limaDate(new Date()), t),
  );
  return <BankPaymentDialog presenter={presenter} state={state} company={target.company} onClose={onClose} />;
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
  const { t } = useTranslation();
  const [presenter, state] = usePresenter<ConceptCodesState, ConceptCodesPresenter>(
    () => new ConceptCodesPresenter(api, t),
  );
  return <ConceptCodesDialog presenter={presenter} state={state} canEdit={canEdit} onClose={onClose} />;
}

export default PayrollReportPage;
