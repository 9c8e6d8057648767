import { PendingContent, ShellPage } from '../../shell/ShellPage';

/** especie: the screen's content comes with its own feature. */
export function EspeciePage() {
  return (
    <ShellPage code="especie">
      <PendingContent />
    </ShellPage>
  );
}

export default EspeciePage;
