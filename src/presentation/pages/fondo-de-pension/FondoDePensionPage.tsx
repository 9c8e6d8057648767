import { PendingContent, ShellPage } from '../../shell/ShellPage';

/** fondo_de_pension: the screen's content comes with its own feature. */
export function FondoDePensionPage() {
  return (
    <ShellPage code="fondo_de_pension">
      <PendingContent />
    </ShellPage>
  );
}

export default FondoDePensionPage;
