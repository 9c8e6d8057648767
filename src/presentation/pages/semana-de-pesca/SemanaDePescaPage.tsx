import { PendingContent, ShellPage } from '../../shell/ShellPage';

/** semana_de_pesca: the screen's content comes with its own feature. */
export function SemanaDePescaPage() {
  return (
    <ShellPage code="semana_de_pesca">
      <PendingContent />
    </ShellPage>
  );
}

export default SemanaDePescaPage;
