import type { HttpClient } from '../../application/ports/http-client';
import type { Logger } from '../../application/ports/logger';
import { JsonApi } from './json-api';

/**
 * An adapter over the backend's API: the shared client, the API prefix ('/api') and the logger, as the
 * composition root gives them (src/di/modules/http-adapter.ts), the JSON calls on them, and the URL of a
 * path under the prefix.
 */
export abstract class BackendAdapter {
  /** The JSON calls to the backend's routes (answers and failures read alike). */
  protected readonly api: JsonApi;

  constructor(
    protected readonly http: HttpClient,
    protected readonly backend: string,
    protected readonly logger: Logger,
  ) {
    this.api = new JsonApi(http, backend, logger);
  }

  protected url(path: string): string {
    return `${this.backend.replace(/\/+$/, '')}${path}`;
  }
}
