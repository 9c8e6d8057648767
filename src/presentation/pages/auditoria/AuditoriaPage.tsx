import { PendingContent, ShellPage } from '../../shell/ShellPage';

/** auditoria: the audit trail viewer; its content comes with the administration feature. */
export function AuditoriaPage() {
  return (
    <ShellPage code="auditoria">
      <PendingContent />
    </ShellPage>
  );
}

export default AuditoriaPage;
