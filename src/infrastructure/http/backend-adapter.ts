import type { HttpClient } from '../../application/ports/http-client';
import type { Logger } from '../../application/ports/logger';

/**
 * An adapter over the backend's API: the shared client, the API prefix ('/api') and the logger, as the
 * composition root gives them (src/di/modules/http-adapter.ts), and the URL of a path under the prefix.
 */
export abstract class BackendAdapter {
  constructor(
    protected readonly http: HttpClient,
    protected readonly backend: string,
    protected readonly logger: Logger,
  ) {}

  protected url(path: string): string {
    return `${this.backend.replace(/\/+$/, '')}${path}`;
  }
}
