import { useTranslation } from 'react-i18next';
import { ManageNews } from '../../application/news/use-cases';
import { MyGrants } from '../../application/shared/my-grants';
import { useInject } from '../core/dependencies';
import { usePresenter } from '../core/use-presenter';
import { ShellPage } from '../shell/ShellPage';
import { NewsPresenter, type NewsListState } from './news-presenter';
import { NewsView } from './NewsView';

/** noticia: company news, written, published and withdrawn here; the dashboard shows the current ones. */
export function NewsPage() {
  const { t } = useTranslation();
  const news = useInject(ManageNews);
  const grants = useInject<MyGrants>(MyGrants);
  const [presenter, state] = usePresenter<NewsListState, NewsPresenter>(
    () => new NewsPresenter(news, grants, (key, params) => t(key, params ?? {})),
  );
  return (
    <ShellPage code="noticia">
      <NewsView presenter={presenter} state={state} />
    </ShellPage>
  );
}

export default NewsPage;
