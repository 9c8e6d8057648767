import { ManageNews } from '../../application/news/use-cases';
import { useGrantedPresenter } from '../common/use-granted-presenter';
import { ShellPage } from '../shell/ShellPage';
import { NewsPresenter } from './news-presenter';
import { NewsView } from './NewsView';

/** noticia: company news, written, published and withdrawn here; the dashboard shows the current ones. */
export function NewsPage() {
  const [presenter, state] = useGrantedPresenter(
    ManageNews,
    (news, grants, t) => new NewsPresenter(news, grants, t),
  );
  return (
    <ShellPage code="noticia">
      <NewsView presenter={presenter} state={state} />
    </ShellPage>
  );
}

export default NewsPage;
