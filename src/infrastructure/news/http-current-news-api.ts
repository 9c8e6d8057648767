import type { CurrentNewsApi } from '../../application/news/load-current-news';
import { failed, okResult, type ApiResult } from '../../application/shared/api-result';
import { isCurrentNewsShape, type CurrentNews } from '../../domain/news/current-news';
import { BackendAdapter } from '../http/backend-adapter';
import { invalidAnswer } from '../http/json-api';

export const CURRENT_NEWS_PATH = '/noticias/vigentes';

/** The dashboard's news from `GET {backend}/noticias/vigentes` (loaded with the shell). */
export class HttpCurrentNewsApi extends BackendAdapter implements CurrentNewsApi {
  /** An answer that is not a list of news is an unavailable server, not a blank card. */
  async current(): Promise<ApiResult<CurrentNews[]>> {
    const result = await this.api.list<unknown>(CURRENT_NEWS_PATH);
    if (!result.ok) return result;
    if (!result.value.every(isCurrentNewsShape)) {
      this.logger.warn(`GET ${CURRENT_NEWS_PATH} respondió noticias no válidas.`);
      return failed(invalidAnswer());
    }
    return okResult(result.value);
  }
}
