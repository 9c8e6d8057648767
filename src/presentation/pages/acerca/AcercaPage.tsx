import { PendingContent, ShellPage } from '../../shell/ShellPage';

/** acerca: the screen's content comes with its own feature. */
export function AcercaPage() {
  return (
    <ShellPage code="acerca">
      <PendingContent />
    </ShellPage>
  );
}

export default AcercaPage;
