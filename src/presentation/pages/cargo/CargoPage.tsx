import { PendingContent, ShellPage } from '../../shell/ShellPage';

/** cargo: the screen's content comes with its own feature. */
export function CargoPage() {
  return (
    <ShellPage code="cargo">
      <PendingContent />
    </ShellPage>
  );
}

export default CargoPage;
