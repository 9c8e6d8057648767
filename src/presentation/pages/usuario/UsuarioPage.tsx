import { PendingContent, ShellPage } from '../../shell/ShellPage';

/** usuario: the screen's content comes with its own feature. */
export function UsuarioPage() {
  return (
    <ShellPage code="usuario">
      <PendingContent />
    </ShellPage>
  );
}

export default UsuarioPage;
