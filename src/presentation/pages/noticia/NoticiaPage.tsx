import { PendingContent, ShellPage } from '../../shell/ShellPage';

/** noticia: the screen's content comes with its own feature. */
export function NoticiaPage() {
  return (
    <ShellPage code="noticia">
      <PendingContent />
    </ShellPage>
  );
}

export default NoticiaPage;
