import { PendingContent, ShellPage } from '../../shell/ShellPage';

/** reporte_de_planilla: the screen's content comes with its own feature. */
export function ReporteDePlanillaPage() {
  return (
    <ShellPage code="reporte_de_planilla">
      <PendingContent />
    </ShellPage>
  );
}

export default ReporteDePlanillaPage;
