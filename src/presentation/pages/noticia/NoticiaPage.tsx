import { useTranslation } from 'react-i18next';
import { LoadMyPermissions } from '../../../application/admin/use-cases';
import { ManageNews } from '../../../application/news/use-cases';
import { useInject } from '../../core/dependencies';
import { usePresenter } from '../../core/use-presenter';
import { NewsPresenter, type NewsListState } from '../../news/news-presenter';
import { NewsView } from '../../news/NewsView';
import { ShellPage } from '../../shell/ShellPage';

/** noticia: company news, written, published and withdrawn here; the dashboard shows the current ones. */
export function NoticiaPage() {
  const { t } = useTranslation();
  const news = useInject(ManageNews);
  const permissions = useInject(LoadMyPermissions);
  const [presenter, state] = usePresenter<NewsListState, NewsPresenter>(
    () => new NewsPresenter(news, permissions, (key, params) => t(key, params ?? {})),
  );
  return (
    <ShellPage code="noticia">
      <NewsView presenter={presenter} state={state} />
    </ShellPage>
  );
}

export default NoticiaPage;
