import { ManageNews } from '../../application/news/use-cases';
import { GrantedPage } from '../common/GrantedPage';
import { NewsPresenter } from './news-presenter';
import { NewsView } from './NewsView';

/** noticia: company news, written, published and withdrawn here; the dashboard shows the current ones. */
export function NewsPage() {
  return (
    <GrantedPage
      code="noticia"
      useCase={ManageNews}
      create={(news, grants, t) => new NewsPresenter(news, grants, t)}
      view={NewsView}
    />
  );
}

export default NewsPage;
