import { PendingContent, ShellPage } from '../../shell/ShellPage';

/** pago_por_especialidad: the screen's content comes with its own feature. */
export function PagoPorEspecialidadPage() {
  return (
    <ShellPage code="pago_por_especialidad">
      <PendingContent />
    </ShellPage>
  );
}

export default PagoPorEspecialidadPage;
