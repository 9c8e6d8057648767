import { PayrollReportApi } from '../../application/payroll-report/payroll-report-api';
import { FileSaver } from '../../application/ports/file-saver';
import { MyGrants } from '../../application/shared/my-grants';
import { useInject } from '../core/dependencies';
import { usePresenter } from '../core/use-presenter';
import { ShellPage } from '../shell/ShellPage';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { limaDate } from '../../domain/shared/dates';
import { OwnBankFileDialog } from '../common/BankFileDialog';
import { BankPaymentPresenter } from './bank-payment-presenter';
import { ConceptCodesDialog } from './ConceptCodesDialog';
import { ConceptCodesPresenter } from './concept-codes-presenter';
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
      {codes && (
        <ConceptCodesDialog
          create={() => new ConceptCodesPresenter(api, t)}
          canEdit={state.canEdit}
          onClose={() => setCodes(false)}
        />
      )}
      {bank && (
        // The week's bank payment file of one company: who it pays, who is left out, and the file.
        <OwnBankFileDialog
          create={() => new BankPaymentPresenter(api, files, bank.weekId, bank.ruc, limaDate(new Date()), t)}
          title={t('payrollReport.bankPayment.title')}
          withoutAccount={t('payrollReport.bankPayment.withoutAccount')}
          company={bank.company}
          onClose={() => setBank(null)}
        />
      )}
    </ShellPage>
  );
}

interface BankTarget {
  readonly weekId: number;
  readonly ruc: string;
  readonly company: string;
}

export default PayrollReportPage;
