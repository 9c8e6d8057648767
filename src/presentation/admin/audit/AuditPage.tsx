import { useTranslation } from 'react-i18next';
import { BrowseAudit } from '../../../application/admin/use-cases';
import { AuditPresenter, type AuditState } from './audit-presenter';
import { AuditView } from './AuditView';
import { useInject } from '../../core/dependencies';
import { usePresenter } from '../../core/use-presenter';
import { ShellPage } from '../../shell/ShellPage';

/** auditoria: the audit trail viewer (who changed what, when, with the values before and after). */
export function AuditPage() {
  const audit = useInject(BrowseAudit);
  const { t } = useTranslation();
  const [presenter, state] = usePresenter<AuditState, AuditPresenter>(() => new AuditPresenter(audit, t));
  return (
    <ShellPage code="auditoria">
      <AuditView presenter={presenter} state={state} />
    </ShellPage>
  );
}

export default AuditPage;
