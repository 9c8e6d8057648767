import { describe, expect, it } from 'vitest';
import { SignUp } from '../../../src/application/identity/sign-up';
import type { PasswordGenerator } from '../../../src/application/identity/ports/password-generator';
import { makeAuth } from './support';

class FixedPasswords implements PasswordGenerator {
  generate() {
    return 'ab'.repeat(30);
  }
}

describe('SignUp', () => {
  it('sends the username, a generated password and the attribute name', async () => {
    const { provider } = makeAuth();
    const sut = new SignUp(provider, new FixedPasswords());
    await expect(sut.execute({ username: ' pedro@planillas.pe ', name: ' Pedro ' })).resolves.toEqual({
      ok: true,
      value: { username: 'pedro@planillas.pe', userConfirmed: false },
    });
    expect(provider.callsOf('signUp')).toEqual([
      [{ username: 'pedro@planillas.pe', password: 'ab'.repeat(30), attributes: { name: 'Pedro' } }],
    ]);
  });

  it('requires username and name, and passes on rejections', async () => {
    const { provider } = makeAuth();
    const sut = new SignUp(provider, new FixedPasswords());
    await expect(sut.execute({ username: '', name: '' })).resolves.toEqual({
      ok: false,
      error: { kind: 'invalid', fields: { username: 'required', name: 'required' } },
    });
    const taken = await sut.execute({ username: 'ana', name: 'Ana' });
    expect(taken.ok || taken.error).toMatchObject({ kind: 'rejected', error: { code: 'UsernameExists' } });
  });
});
