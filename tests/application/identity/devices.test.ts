import { describe, expect, it } from 'vitest';
import {
  DEVICE_PAGE_SIZE,
  ManageDevices,
  VerifyUserAttribute,
} from '../../../src/application/identity/devices';
import { FAKE_CODE } from '../../support/fakes/identity/fake-identity-provider';
import { makeAuth } from './support';

describe('devices and attribute verification', () => {
  it('lists devices 60 at a time with the session access token', async () => {
    const { provider, session, signInAs } = makeAuth();
    const stored = signInAs();
    for (let i = 0; i < 70; i++) provider.devices.push({ key: `d${i}` });
    const sut = new ManageDevices(provider, session);
    const first = await sut.list();
    expect(first.devices).toHaveLength(60);
    expect(provider.callsOf('listDevices')[0]).toEqual([stored.accessToken, { limit: DEVICE_PAGE_SIZE }]);
    const second = await sut.list(first.paginationToken);
    expect(second.devices).toHaveLength(10);
    await sut.remember('d1', false);
    await sut.forget('d1');
    await expect(sut.get('d2')).resolves.toEqual({ key: 'd2' });
    expect(provider.calls.map((c) => c.method)).toEqual([
      'listDevices',
      'listDevices',
      'updateDeviceStatus',
      'forgetDevice',
      'getDevice',
    ]);
  });

  it('needs a session', async () => {
    const { provider, session } = makeAuth();
    await expect(new ManageDevices(provider, session).list()).rejects.toMatchObject({
      code: 'NotAuthenticated',
    });
  });

  it('verifies an attribute with a code', async () => {
    const { provider, session, signInAs } = makeAuth();
    signInAs();
    const sut = new VerifyUserAttribute(provider, session);
    await expect(sut.sendCode('email')).resolves.toEqual({ destination: 'a***@p***' });
    await expect(sut.confirm('email', ` ${FAKE_CODE} `)).resolves.toBeUndefined();
    await expect(sut.confirm('email', '1')).rejects.toMatchObject({ code: 'CodeMismatch' });
  });
});
