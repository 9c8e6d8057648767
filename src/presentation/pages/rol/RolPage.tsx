import { PendingContent, ShellPage } from '../../shell/ShellPage';

/** rol: the screen's content comes with its own feature. */
export function RolPage() {
  return (
    <ShellPage code="rol">
      <PendingContent />
    </ShellPage>
  );
}

export default RolPage;
