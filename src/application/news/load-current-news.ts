import type { CurrentNews } from '../../domain/news/current-news';
import type { ApiResult } from '../shared/api-result';

/**
 * Reading the news the dashboard shows, apart from the news feature's other calls: the dashboard loads
 * with the shell, the news screen (and its rules) with its route. `NewsApi` includes it.
 */
export interface CurrentNewsApi {
  /** Published news showing today, newest first (any signed-in user). */
  current(): Promise<ApiResult<CurrentNews[]>>;
}
export const CurrentNewsApi = Symbol.for('CurrentNewsApi');

/** The news the dashboard shows today. */
export class LoadCurrentNews {
  constructor(private readonly api: CurrentNewsApi) {}

  execute(): Promise<ApiResult<CurrentNews[]>> {
    return this.api.current();
  }
}
