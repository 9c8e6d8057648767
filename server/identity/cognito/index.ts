import type { ServerContext } from '../../context';
import type { IdentityServices } from '../services';
import { createCognitoAdministration } from './admin';
import { CognitoAccessTokenVerifier } from './verifier';

/**
 * Real AWS Cognito (IDENTITY_PROVIDER=cognito): the SPA talks to Cognito directly; the server only
 * verifies access tokens and administers users through the SDK's Admin* commands.
 */
export async function createCognitoIdentityServices(context: ServerContext): Promise<IdentityServices> {
  const { region, userPoolId, clientId, cognitoRevocationCheck } = context.config.identity;
  return {
    verifier: new CognitoAccessTokenVerifier({
      region,
      userPoolId,
      clientId,
      revocationCheck: cognitoRevocationCheck,
    }),
    admin: createCognitoAdministration({ region, userPoolId }),
    registerRoutes: async () => {},
    start: async () => {},
    stop: async () => {},
  };
}
