import { PendingContent, ShellPage } from '../../shell/ShellPage';

/** tipo_de_pesca: the screen's content comes with its own feature. */
export function TipoDePescaPage() {
  return (
    <ShellPage code="tipo_de_pesca">
      <PendingContent />
    </ShellPage>
  );
}

export default TipoDePescaPage;
