import { LoadAbout } from '../../application/about/load-about';
import { AboutPresenter, type AboutState } from './about-presenter';
import { AboutView } from './AboutView';
import { useInject } from '../core/dependencies';
import { usePresenter } from '../core/use-presenter';
import { ShellPage } from '../shell/ShellPage';

/** acerca: product name, version, build date and the open-source licences of the bundle. */
export function AboutPage() {
  const loadAbout = useInject(LoadAbout);
  const [presenter, state] = usePresenter<AboutState, AboutPresenter>(() => new AboutPresenter(loadAbout));
  return (
    <ShellPage code="acerca">
      <AboutView presenter={presenter} state={state} />
    </ShellPage>
  );
}

export default AboutPage;
