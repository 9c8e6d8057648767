import type { AuthSession } from './auth-session';
import type { DevicePage, DeviceSummary, IdentityProvider } from './ports/identity-provider';

/** Devices are listed 60 at a time. */
export const DEVICE_PAGE_SIZE = 60;

/**
 * The signed-in user's remembered devices (ListDevices, GetDevice, UpdateDeviceStatus, ForgetDevice),
 * with the session's access token. Errors are domain AuthErrors.
 */
export class ManageDevices {
  constructor(
    private readonly provider: IdentityProvider,
    private readonly session: AuthSession,
  ) {}

  /** The session's access token, refreshed first when needed ('User is not authenticated' if none). */
  private token(): Promise<string> {
    return this.session.accessToken();
  }

  async list(paginationToken?: string): Promise<DevicePage> {
    return this.provider.listDevices(await this.token(), {
      limit: DEVICE_PAGE_SIZE,
      ...(paginationToken ? { paginationToken } : {}),
    });
  }

  async get(deviceKey: string): Promise<DeviceSummary> {
    return this.provider.getDevice(await this.token(), deviceKey);
  }

  async remember(deviceKey: string, remembered: boolean): Promise<void> {
    await this.provider.updateDeviceStatus(await this.token(), deviceKey, remembered);
  }

  async forget(deviceKey: string): Promise<void> {
    await this.provider.forgetDevice(await this.token(), deviceKey);
  }
}

/** Verifies a user attribute (e.g. email): sends a code, then checks it. */
export class VerifyUserAttribute {
  constructor(
    private readonly provider: IdentityProvider,
    private readonly session: AuthSession,
  ) {}

  async sendCode(attribute: string): Promise<{ readonly destination?: string }> {
    return this.provider.getUserAttributeVerificationCode(await this.session.accessToken(), attribute);
  }

  async confirm(attribute: string, code: string): Promise<void> {
    await this.provider.verifyUserAttribute(await this.session.accessToken(), attribute, code.trim());
  }
}
