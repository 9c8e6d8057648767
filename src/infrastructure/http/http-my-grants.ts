import type { GrantsSource, MyGrants } from '../../application/shared/my-grants';
import { readGrants, type Grants } from '../../domain/shared/grants';
import { BackendAdapter } from './backend-adapter';

export const MY_GRANTS_PATH = '/usuario/permisos';

/**
 * The signed-in user's grants from `GET {backend}/usuario/permisos`, for every screen (it loads with
 * the shell, not with the administration feature). A refusal, a failure or an answer that is not a map
 * of module codes to actions grants nothing; the server still checks every call.
 */
export class HttpMyGrants extends BackendAdapter implements MyGrants, GrantsSource {
  async execute(): Promise<Grants> {
    return (await this.read()) ?? {};
  }

  async read(): Promise<Grants | null> {
    const result = await this.api.call<unknown>('GET', MY_GRANTS_PATH);
    if (!result.ok) return null;
    const grants = readGrants(result.value);
    if (!grants) {
      this.logger.warn(`GET ${MY_GRANTS_PATH} respondió permisos no válidos.`);
      return null;
    }
    return grants;
  }
}
