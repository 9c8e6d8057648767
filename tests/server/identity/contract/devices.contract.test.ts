import {
  ConfirmDeviceCommand,
  ForgetDeviceCommand,
  GetDeviceCommand,
  InitiateAuthCommand,
  ListDevicesCommand,
  UpdateDeviceStatusCommand,
  type AuthenticationResultType,
} from '@aws-sdk/client-cognito-identity-provider';
import { decodeJwt } from 'jose';
import { expect, it } from 'vitest';
import {
  createConfirmedUser,
  describeContract,
  errorName,
  signIn,
  type PoolTarget,
} from '../support/pool-target';

async function confirmNewDevice(
  t: PoolTarget,
  tokens: AuthenticationResultType,
  name: string,
): Promise<string> {
  const key = tokens.NewDeviceMetadata?.DeviceKey as string;
  const out = await t.client.send(
    new ConfirmDeviceCommand({
      AccessToken: tokens.AccessToken,
      DeviceKey: key,
      DeviceName: name,
      DeviceSecretVerifierConfig: { PasswordVerifier: 'dmVyaWZpZXI=', Salt: 'c2FsdA==' },
    }),
  );
  expect(out.UserConfirmationNecessary).toBe(true);
  return key;
}

describeContract(
  'Devices: ConfirmDevice, GetDevice, ListDevices, UpdateDeviceStatus, ForgetDevice',
  (target) => {
    it('tracks, lists, remembers and forgets a device', async () => {
      const t = target();
      const user = await createConfirmedUser(t);
      const tokens = await signIn(t, user.username, user.password);
      expect(tokens.NewDeviceMetadata?.DeviceKey).toMatch(/^[\w-]+_[0-9a-f-]+$/);
      expect(tokens.NewDeviceMetadata?.DeviceGroupKey).toBeTruthy();
      const AccessToken = tokens.AccessToken;
      const key = await confirmNewDevice(t, tokens, 'Chrome en la oficina');

      const { Device } = await t.client.send(new GetDeviceCommand({ AccessToken, DeviceKey: key }));
      const attributes = Object.fromEntries((Device?.DeviceAttributes ?? []).map((a) => [a.Name, a.Value]));
      expect(attributes).toMatchObject({
        device_name: 'Chrome en la oficina',
        'dev:device_remembered_status': 'not_remembered',
      });
      expect(Device?.DeviceCreateDate).toBeInstanceOf(Date);

      await t.client.send(
        new UpdateDeviceStatusCommand({ AccessToken, DeviceKey: key, DeviceRememberedStatus: 'remembered' }),
      );
      const listed = await t.client.send(new ListDevicesCommand({ AccessToken, Limit: 10 }));
      expect(listed.Devices?.map((d) => d.DeviceKey)).toEqual([key]);
      expect(
        Object.fromEntries((listed.Devices?.[0]?.DeviceAttributes ?? []).map((a) => [a.Name, a.Value]))[
          'dev:device_remembered_status'
        ],
      ).toBe('remembered');

      // Signing in again from the remembered device: no new device, its key in the access token.
      const again = await t.client.send(
        new InitiateAuthCommand({
          AuthFlow: 'USER_PASSWORD_AUTH',
          ClientId: t.clientId,
          AuthParameters: { USERNAME: user.username, PASSWORD: user.password, DEVICE_KEY: key },
        }),
      );
      expect(again.AuthenticationResult?.NewDeviceMetadata).toBeUndefined();
      expect(decodeJwt(again.AuthenticationResult?.AccessToken as string).device_key).toBe(key);

      await t.client.send(new ForgetDeviceCommand({ AccessToken, DeviceKey: key }));
      expect(await errorName(t.client.send(new GetDeviceCommand({ AccessToken, DeviceKey: key })))).toBe(
        'ResourceNotFoundException',
      );
      expect((await t.client.send(new ListDevicesCommand({ AccessToken }))).Devices).toEqual([]);
    });

    it("does not show another user's device", async () => {
      const t = target();
      const owner = await createConfirmedUser(t);
      const key = await confirmNewDevice(t, await signIn(t, owner.username, owner.password), 'Propio');
      const other = await createConfirmedUser(t);
      const { AccessToken } = await signIn(t, other.username, other.password);
      expect(await errorName(t.client.send(new GetDeviceCommand({ AccessToken, DeviceKey: key })))).toBe(
        'ResourceNotFoundException',
      );
      expect(await errorName(t.client.send(new ForgetDeviceCommand({ AccessToken, DeviceKey: key })))).toBe(
        'ResourceNotFoundException',
      );
    });

    it('lists devices in pages of up to 60', async () => {
      const t = target();
      const user = await createConfirmedUser(t);
      const keys: string[] = [];
      let tokens: AuthenticationResultType | undefined;
      for (let i = 0; i < 62; i++) {
        tokens = await signIn(t, user.username, user.password);
        keys.push(await confirmNewDevice(t, tokens, `Equipo ${i}`));
      }
      const AccessToken = tokens?.AccessToken;
      expect(await errorName(t.client.send(new ListDevicesCommand({ AccessToken, Limit: 61 })))).toBe(
        'InvalidParameterException',
      );
      const first = await t.client.send(new ListDevicesCommand({ AccessToken, Limit: 60 }));
      expect(first.Devices).toHaveLength(60);
      expect(first.PaginationToken).toBeTruthy();
      const second = await t.client.send(
        new ListDevicesCommand({ AccessToken, Limit: 60, PaginationToken: first.PaginationToken }),
      );
      expect(second.Devices).toHaveLength(2);
      expect(second.PaginationToken).toBeUndefined();
      const all = [...(first.Devices ?? []), ...(second.Devices ?? [])].map((d) => d.DeviceKey);
      expect(new Set(all)).toEqual(new Set(keys));
      const defaultPage = await t.client.send(new ListDevicesCommand({ AccessToken }));
      expect(defaultPage.Devices).toHaveLength(60);
    });
  },
);
