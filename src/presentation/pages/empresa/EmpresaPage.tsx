import { PendingContent, ShellPage } from '../../shell/ShellPage';

/** empresa: the screen's content comes with its own feature. */
export function EmpresaPage() {
  return (
    <ShellPage code="empresa">
      <PendingContent />
    </ShellPage>
  );
}

export default EmpresaPage;
