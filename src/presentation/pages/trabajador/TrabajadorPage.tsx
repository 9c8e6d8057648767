import { PendingContent, ShellPage } from '../../shell/ShellPage';

/** trabajador: the screen's content comes with its own feature. */
export function TrabajadorPage() {
  return (
    <ShellPage code="trabajador">
      <PendingContent />
    </ShellPage>
  );
}

export default TrabajadorPage;
