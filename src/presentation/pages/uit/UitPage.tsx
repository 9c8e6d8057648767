import { PendingContent, ShellPage } from '../../shell/ShellPage';

/** uit: the screen's content comes with its own feature. */
export function UitPage() {
  return (
    <ShellPage code="uit">
      <PendingContent />
    </ShellPage>
  );
}

export default UitPage;
