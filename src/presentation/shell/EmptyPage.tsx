import { ShellPage } from './ShellPage';

/** vacio: an empty page (its title is for the browser tab and screen readers only). */
export function EmptyPage() {
  return <ShellPage code="vacio" showTitle={false} />;
}

export default EmptyPage;
