import type { HostedCallback, HostedLogin } from '../../application/identity/ports/hosted-login';
import type { IdentityProvider } from '../../application/identity/ports/identity-provider';

/** Loads an adapter on first use (and again after a failed load). */
function lazily<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}

/**
 * The identity provider, loaded when first called: the Cognito adapter and the SDK stay out of the
 * first page's JavaScript (a stored, valid session needs neither).
 */
export function lazyIdentityProvider(load: () => Promise<IdentityProvider>): IdentityProvider {
  const get = lazily(load);
  const forward =
    <K extends keyof IdentityProvider>(method: K) =>
    async (...args: Parameters<IdentityProvider[K]>) => {
      const provider = await get();
      return (provider[method] as (...a: Parameters<IdentityProvider[K]>) => unknown)(...args);
    };
  return {
    initiatePasswordAuth: forward('initiatePasswordAuth'),
    respondToAuthChallenge: forward('respondToAuthChallenge'),
    refreshTokens: forward('refreshTokens'),
    associateSoftwareToken: forward('associateSoftwareToken'),
    verifySoftwareToken: forward('verifySoftwareToken'),
    forgotPassword: forward('forgotPassword'),
    confirmForgotPassword: forward('confirmForgotPassword'),
    signUp: forward('signUp'),
    changePassword: forward('changePassword'),
    globalSignOut: forward('globalSignOut'),
    revokeToken: forward('revokeToken'),
    getUserAttributeVerificationCode: forward('getUserAttributeVerificationCode'),
    verifyUserAttribute: forward('verifyUserAttribute'),
    listDevices: forward('listDevices'),
    getDevice: forward('getDevice'),
    updateDeviceStatus: forward('updateDeviceStatus'),
    forgetDevice: forward('forgetDevice'),
  } as IdentityProvider;
}

/** The hosted login, loaded when first used; whether it is offered is known from the configuration. */
export function lazyHostedLogin(offered: boolean, load: () => Promise<HostedLogin>): HostedLogin {
  const get = lazily(load);
  return {
    offered,
    redirectToAuthorize: async (returnTo: string) => (await get()).redirectToAuthorize(returnTo),
    readCallback: async (url: string): Promise<HostedCallback> => (await get()).readCallback(url),
    exchangeCode: async (callback, options) => (await get()).exchangeCode(callback, options),
  };
}
