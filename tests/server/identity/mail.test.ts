import { ForgotPasswordCommand } from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { composeMessage } from '../../../server/identity/builtin/mail';
import { builtinTarget, createConfirmedUser, type PoolTarget } from './support/pool-target';
import { startSmtpSink } from './support/smtp-sink';

describe('codes by e-mail through SMTP (SMTP_URL)', () => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let target: PoolTarget;
  beforeAll(async () => {
    sink = await startSmtpSink();
    target = await builtinTarget('pglite', {
      SMTP_URL: sink.url,
      MAIL_FROM: 'Planillas <no-reply@planillas.pe>',
    });
  });
  afterAll(async () => {
    await target?.close();
    await sink?.close();
  });

  it('sends the password-reset code to the user’s address', async () => {
    const user = await createConfirmedUser(target);
    await target.client.send(
      new ForgotPasswordCommand({ ClientId: target.clientId, Username: user.username }),
    );
    const code = await target.readCode!(user.username, 'FORGOT_PASSWORD');
    const mail = sink.mails.find((m) => m.to.some((t) => t.includes(user.email)));
    expect(mail).toBeDefined();
    expect(mail?.from).toContain('no-reply@planillas.pe');
    expect(mail?.data).toContain(code);
    expect(mail?.data).toMatch(/^Subject: .*Planillas/m);
  });

  it('writes each kind of message in Spanish with its validity', () => {
    expect(
      composeMessage({
        to: 'a@b.pe',
        username: 'lucia',
        purpose: 'FORGOT_PASSWORD',
        code: '123456',
        validMinutes: 60,
      }).text,
    ).toContain('Su código para cambiar la contraseña es 123456\nEs válido por 1 hora.');
    expect(
      composeMessage({ to: 'a@b.pe', username: 'lucia', purpose: 'SIGN_IN', code: '654321', validMinutes: 3 })
        .text,
    ).toContain('Es válido por 3 minutos.');
    expect(
      composeMessage({
        to: 'a@b.pe',
        username: 'lucia',
        purpose: 'TEMPORARY_PASSWORD',
        code: 'Xy-12345678',
        validMinutes: 7 * 1440,
      }).text,
    ).toContain('Debe ingresar en 7 días');
  });
});
