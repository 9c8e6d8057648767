import type { ManageNews } from '../../application/news/use-cases';
import type { ListedNews } from '../../domain/news/news';
import { FormPresenter, type FormDone, type FormState } from '../common/form-presenter';

export interface NewsFields {
  readonly title: string;
  readonly body: string;
  /** 'YYYY-MM-DD'. */
  readonly publishOn: string;
  /** '' when it never expires. */
  readonly expiresOn: string;
}

export type NewsFormState = FormState<NewsFields, ListedNews>;
export type NewsFormPresenter = FormPresenter<NewsFields, ListedNews>;

/**
 * Write or edit a piece of news: title, body, publication date (today by default) and an optional
 * expiry date. Rules are the server's (checked first by the use case); a published piece stays
 * published after the edit (`existing.published`).
 */
export function newsForm(
  news: ManageNews,
  id: number | null,
  today: string,
  onDone: FormDone<ListedNews>,
): NewsFormPresenter {
  return new FormPresenter<NewsFields, ListedNews>(
    {
      empty: () => ({ title: '', body: '', publishOn: today, expiresOn: '' }),
      read: (newsId) => news.get(newsId),
      valuesOf: (n) => ({
        title: n.title,
        body: n.body,
        publishOn: n.publishOn,
        expiresOn: n.expiresOn ?? '',
      }),
      save: (values, existing) =>
        news.save({ ...values, expiresOn: values.expiresOn === '' ? null : values.expiresOn }, existing),
    },
    id,
    onDone,
  );
}
