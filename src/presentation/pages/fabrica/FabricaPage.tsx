import { PendingContent, ShellPage } from '../../shell/ShellPage';

/** fabrica: the screen's content comes with its own feature. */
export function FabricaPage() {
  return (
    <ShellPage code="fabrica">
      <PendingContent />
    </ShellPage>
  );
}

export default FabricaPage;
