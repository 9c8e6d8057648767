import type { ServerContext } from '../context';
import type { IdentityServices } from './services';

export type { IdentityServices } from './services';
export type { UserPoolAdministration } from './admin-port';

/** Builds the identity services the configuration asks for (IDENTITY_PROVIDER). */
export async function createIdentityServices(context: ServerContext): Promise<IdentityServices> {
  if (context.config.identity.provider === 'cognito') {
    const { createCognitoIdentityServices } = await import('./cognito');
    return createCognitoIdentityServices(context);
  }
  const { createBuiltinIdentityServices } = await import('./builtin');
  return createBuiltinIdentityServices(context);
}
