import { PendingContent, ShellPage } from '../../shell/ShellPage';

/** embarcacion: the screen's content comes with its own feature. */
export function EmbarcacionPage() {
  return (
    <ShellPage code="embarcacion">
      <PendingContent />
    </ShellPage>
  );
}

export default EmbarcacionPage;
