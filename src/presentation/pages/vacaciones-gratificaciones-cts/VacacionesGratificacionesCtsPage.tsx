import { PendingContent, ShellPage } from '../../shell/ShellPage';

/** vacaciones_gratificaciones_cts: the screen's content comes with its own feature. */
export function VacacionesGratificacionesCtsPage() {
  return (
    <ShellPage code="vacaciones_gratificaciones_cts">
      <PendingContent />
    </ShellPage>
  );
}

export default VacacionesGratificacionesCtsPage;
