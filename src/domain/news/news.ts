import { isIsoDate } from '../shared/dates';
import { defined, tidy, type FieldError } from '../shared/validation';

export const NEWS_TITLE_MAX = 150;
export const NEWS_BODY_MAX = 5000;

/** A piece of company news (noticia). Dates are Lima calendar dates 'YYYY-MM-DD'. */
export interface News {
  readonly id: number;
  readonly title: string;
  readonly body: string;
  /** The first day it shows. */
  readonly publishOn: string;
  /** The first day it no longer shows; null: it never expires. */
  readonly expiresOn: string | null;
  /** Published by someone allowed to approve; a draft never shows on the dashboard. */
  readonly published: boolean;
  readonly version: number;
  readonly updatedAt: string;
  readonly updatedBy: string;
}

export interface NewsInput {
  readonly title: string;
  readonly body: string;
  readonly publishOn: string;
  readonly expiresOn?: string | null;
}

/** borrador (draft), programada (published, not yet started), vigente (shows today), vencida (expired). */
export type NewsState = 'borrador' | 'programada' | 'vigente' | 'vencida';
export const NEWS_STATES: readonly NewsState[] = ['borrador', 'programada', 'vigente', 'vencida'];
export const isNewsState = (value: unknown): value is NewsState =>
  typeof value === 'string' && (NEWS_STATES as readonly string[]).includes(value);

export const NEWS_SORTS = ['publishOn', 'title', 'expiresOn', 'updatedAt'] as const;
export type NewsSort = (typeof NEWS_SORTS)[number];

export const NEWS_MESSAGES = {
  titleRequired: 'El título es obligatorio.',
  titleTooLong: `El título no puede superar ${NEWS_TITLE_MAX} caracteres.`,
  bodyRequired: 'El contenido es obligatorio.',
  bodyTooLong: `El contenido no puede superar ${NEWS_BODY_MAX} caracteres.`,
  publishOnRequired: 'La fecha de publicación es obligatoria.',
  invalidDate: 'Fecha no válida.',
  expiryBeforePublication: 'La fecha de vencimiento debe ser posterior a la fecha de publicación.',
  notFound: 'La noticia no existe.',
  alreadyPublished: 'La noticia ya está publicada.',
  notPublished: 'La noticia no está publicada.',
} as const;

export function validateNews(input: NewsInput): FieldError[] {
  const title = tidy(input.title);
  const body = input.body.trim();
  const expires = input.expiresOn ?? '';
  const errors: FieldError[] = defined<FieldError>([
    title === ''
      ? { field: 'title', message: NEWS_MESSAGES.titleRequired }
      : title.length > NEWS_TITLE_MAX
        ? { field: 'title', message: NEWS_MESSAGES.titleTooLong }
        : undefined,
    body === ''
      ? { field: 'body', message: NEWS_MESSAGES.bodyRequired }
      : body.length > NEWS_BODY_MAX
        ? { field: 'body', message: NEWS_MESSAGES.bodyTooLong }
        : undefined,
    input.publishOn === ''
      ? { field: 'publishOn', message: NEWS_MESSAGES.publishOnRequired }
      : !isIsoDate(input.publishOn)
        ? { field: 'publishOn', message: NEWS_MESSAGES.invalidDate }
        : undefined,
    expires !== '' && !isIsoDate(expires)
      ? { field: 'expiresOn', message: NEWS_MESSAGES.invalidDate }
      : undefined,
  ]);
  if (expires !== '' && isIsoDate(expires) && isIsoDate(input.publishOn) && expires <= input.publishOn) {
    errors.push({ field: 'expiresOn', message: NEWS_MESSAGES.expiryBeforePublication });
  }
  return errors;
}

export function cleanNews(input: NewsInput): Required<NewsInput> {
  return {
    title: tidy(input.title),
    body: input.body.trim(),
    publishOn: input.publishOn,
    expiresOn: input.expiresOn ? input.expiresOn : null,
  };
}

/** The state of a piece of news on a Lima date. */
export function newsState(
  news: Pick<News, 'published' | 'publishOn' | 'expiresOn'>,
  today: string,
): NewsState {
  if (!news.published) return 'borrador';
  if (news.expiresOn !== null && today >= news.expiresOn) return 'vencida';
  if (today < news.publishOn) return 'programada';
  return 'vigente';
}

export const isCurrentNews = (news: Pick<News, 'published' | 'publishOn' | 'expiresOn'>, today: string) =>
  newsState(news, today) === 'vigente';

/** A piece of news as the API answers it: with its state on the server's today (the clock that counts). */
export interface ListedNews extends News {
  readonly state: NewsState;
}

// What the dashboard reads lives apart, so the dashboard loads it without the form's rules.
export { isCurrentNewsShape, type CurrentNews } from './current-news';
