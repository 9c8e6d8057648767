import { ShellPage } from '../../shell/ShellPage';

/** vacio: an empty page (its title is for the browser tab and screen readers only). */
export function VacioPage() {
  return <ShellPage code="vacio" showTitle={false} />;
}

export default VacioPage;
