import { Secret, TOTP } from 'otpauth';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createAccount, E2E_PASSWORD, lastCode, signInThroughUi } from './support/accounts';
import { launchBrowser, openPage, type BrowserSession } from './support/browser';
import { E2E_ADMIN, startProduct, type RunningProduct } from './support/product';

const NEW_PASSWORD = 'Nueva-Clave-2025!';
const SHELL_TITLE = 'SISTEMA DE PLANILLAS - 2025';

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

async function submitCredentials(page: Page, username: string, password: string) {
  await page.goto('/auth/login');
  await field(page, 'Usuario').fill(username);
  await field(page, 'Contraseña').fill(password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
}

/** Local storage of the page: the provider's token keys and the permission caches. */
const storedKeys = (page: Page) => page.evaluate(() => Object.keys(localStorage).sort());

const accessToken = (page: Page) =>
  page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.endsWith('.accessToken'));
    return key ? localStorage.getItem(key) : null;
  });

async function cognito(baseUrl: string, action: string, body: unknown): Promise<Response> {
  return fetch(`${baseUrl}/cognito/`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${action}`,
    },
    body: JSON.stringify(body),
  });
}

describe('signing in', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let session: BrowserSession;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  const open = async () => {
    session = await openPage(browser, baseUrl);
    return session.page;
  };
  const done = async () => {
    expect(session.problems).toEqual([]);
    await session.close();
  };

  it('the seeded administrator replaces the temporary password at first sign-in and enters the shell', async () => {
    const page = await open();
    await submitCredentials(page, E2E_ADMIN.username, E2E_ADMIN.temporaryPassword);
    await page.getByRole('heading', { name: 'Cambie su contraseña' }).waitFor();
    await field(page, 'Nueva contraseña').fill('corta');
    await page.getByRole('button', { name: 'Guardar y continuar' }).click();
    await page.getByText('La nueva contraseña no cumple con los requisitos de seguridad.').waitFor();
    await field(page, 'Nueva contraseña').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Guardar y continuar' }).click();
    await page.getByText(SHELL_TITLE).waitFor();
    await page.getByRole('heading', { level: 1, name: 'Inicio' }).waitFor();
    await done();
  });

  it('a wrong password is refused with a clear message and the page stays usable', async () => {
    const account = await createAccount(baseUrl, { prefix: 'clave', modules: ['dashboard'] });
    const page = await open();
    await submitCredentials(page, account.username, 'No-Es-La-Clave-1');
    await page.getByText('Usuario o contraseña incorrectos.').waitFor();
    await field(page, 'Contraseña').fill(account.password);
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await page.getByText(SHELL_TITLE).waitFor();
    await done();
  });

  it('returns the user to the page they were going to', async () => {
    const account = await createAccount(baseUrl, { prefix: 'vuelta', modules: ['dashboard', 'uit'] });
    const page = await open();
    await page.goto('/uit');
    await page.waitForURL('**/auth/login');
    await field(page, 'Usuario').fill(account.username);
    await field(page, 'Contraseña').fill(account.password);
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await page.waitForURL('**/uit');
    await page.getByRole('heading', { level: 1, name: 'UIT' }).waitFor();
    await done();
  });

  it('answers the e-mailed code of a custom challenge', async () => {
    const account = await createAccount(baseUrl, {
      prefix: 'reto',
      modules: ['dashboard'],
      emailSignInCode: true,
    });
    const page = await open();
    await submitCredentials(page, account.username, account.password);
    await page.getByRole('heading', { name: 'Verificación adicional' }).waitFor();
    await page.getByRole('button', { name: 'Verificar' }).click();
    await page.getByText('Ingrese el código de verificación.').waitFor();
    await field(page, 'Código de verificación').fill('000000');
    await page.getByRole('button', { name: 'Verificar' }).click();
    await page.getByText('El código ingresado no es válido. Inténtalo nuevamente.').waitFor();
    await field(page, 'Código de verificación').fill(await lastCode(baseUrl, account.username, 'SIGN_IN'));
    await page.getByRole('button', { name: 'Verificar' }).click();
    await page.getByText(SHELL_TITLE).waitFor();
    await done();
  });

  it('changes the password, then signs in with the new one', async () => {
    const account = await createAccount(baseUrl, { prefix: 'cambio', modules: ['dashboard'] });
    const page = await open();
    await page.goto('/auth/login');
    await page.getByRole('link', { name: 'Cambiar contraseña' }).click();
    await page.waitForURL('**/changePassword');
    // The route's page loads lazily: until it shows, the login form (with its own 'Usuario') is still there.
    await page.getByRole('heading', { name: 'Cambiar contraseña' }).waitFor();
    await field(page, 'Usuario').fill(account.username);
    await field(page, 'Contraseña actual').fill(account.password);
    await field(page, 'Nueva contraseña').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await page.waitForURL('**/auth/login**');
    await submitCredentials(page, account.username, account.password);
    await page.getByText('Usuario o contraseña incorrectos.').waitFor();
    await signInThroughUi(page, { username: account.username, password: NEW_PASSWORD });
    await done();
  });

  it('signing out clears cachePermiso, cacheGrupo and the tokens, and the tokens stop working', async () => {
    const account = await createAccount(baseUrl, { prefix: 'salida', modules: ['dashboard'] });
    const page = await open();
    await signInThroughUi(page, account);
    await expect.poll(() => storedKeys(page)).toEqual(expect.arrayContaining(['cachePermiso', 'cacheGrupo']));
    const token = await accessToken(page);
    expect(token).toBeTruthy();
    expect((await storedKeys(page)).some((k) => k.startsWith('CognitoIdentityServiceProvider.'))).toBe(true);

    await page.getByRole('button', { name: 'Cerrar Sesión' }).click();
    await page.waitForURL('**/auth/login');
    const keys = await storedKeys(page);
    expect(keys).not.toContain('cachePermiso');
    expect(keys).not.toContain('cacheGrupo');
    expect(keys.filter((k) => k.startsWith('CognitoIdentityServiceProvider.'))).toEqual([]);
    // GlobalSignOut: the access token no longer opens the API.
    const res = await fetch(`${baseUrl}/api/usuario/modulos-permisos`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(401);
    await done();
  });

  it('a session revoked elsewhere lands on the login page', async () => {
    const account = await createAccount(baseUrl, { prefix: 'revocada', modules: ['dashboard', 'uit'] });
    const page = await open();
    await signInThroughUi(page, account);
    const token = await accessToken(page);
    const signedOut = await cognito(baseUrl, 'GlobalSignOut', { AccessToken: token });
    expect(signedOut.status).toBe(200);
    await page.goto('/uit');
    await page.waitForURL('**/auth/login**');
    await field(page, 'Usuario').waitFor();
    await done();
  });

  it('an expired session whose refresh token was revoked lands on the login page', async () => {
    const account = await createAccount(baseUrl, { prefix: 'expirada', modules: ['dashboard', 'uit'] });
    const page = await open();
    await signInThroughUi(page, account);
    const refreshToken = await page.evaluate(() => {
      const key = Object.keys(localStorage).find((k) => k.endsWith('.refreshToken'));
      return key ? localStorage.getItem(key) : null;
    });
    const revoked = await cognito(baseUrl, 'RevokeToken', { Token: refreshToken, ClientId: 'planillas-web' });
    expect(revoked.status).toBe(200);
    // Two hours later in this browser: both tokens have expired and cannot be refreshed.
    await page.clock.install({ time: new Date(Date.now() + 2 * 60 * 60 * 1000) });
    await page.goto('/uit');
    await page.waitForURL('**/auth/login**');
    await field(page, 'Usuario').waitFor();
    await done();
  });

  it('when the identity provider cannot be reached: three attempts and a clear message, not a frozen page', async () => {
    const account = await createAccount(baseUrl, { prefix: 'caida', modules: ['dashboard'] });
    const page = await open();
    let attempts = 0;
    await page.route('**/cognito/**', async (route) => {
      attempts += 1;
      await route.abort('connectionrefused');
    });
    await submitCredentials(page, account.username, account.password);
    await page
      .getByText('No se pudo conectar con el servicio de autenticación después de 3 intentos.', {
        exact: false,
      })
      .waitFor();
    expect(attempts).toBe(3);
    // The page is usable again: with the provider back, the same form signs in.
    await page.unroute('**/cognito/**');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await page.getByText(SHELL_TITLE).waitFor();
    session.problems.length = 0;
    await done();
  });
});

describe('password recovery', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let session: BrowserSession;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  const requestCode = async (page: Page, username: string) => {
    await page.goto('/forgotPassword');
    await field(page, 'Usuario').fill(username);
    await page.getByRole('button', { name: 'Enviar código' }).click();
  };
  const submitCode = async (page: Page, code: string, password: string) => {
    await field(page, 'Código de verificación').fill(code);
    await field(page, 'Nueva contraseña').fill(password);
    await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
  };

  it('an unknown user: status 1 with “El usuario no existe.”', async () => {
    session = await openPage(browser, baseUrl);
    const { page } = session;
    await page.goto('/auth/login');
    await page.getByRole('link', { name: '¿Olvidó su contraseña?' }).click();
    await page.waitForURL('**/forgotPassword');
    await requestCode(page, 'nadie-con-este-nombre');
    await page.getByText('El usuario no existe.').waitFor();
    await field(page, 'Usuario').waitFor();
    await session.close();
  });

  it('through all three status codes: wrong code and weak password stay on the code step, then the change', async () => {
    const account = await createAccount(baseUrl, { prefix: 'recupera', modules: ['dashboard'] });
    session = await openPage(browser, baseUrl);
    const { page } = session;
    await requestCode(page, account.username);
    await page.getByText('Código de verificación enviado').waitFor();
    const code = await lastCode(baseUrl, account.username, 'FORGOT_PASSWORD');

    await submitCode(page, code === '000000' ? '111111' : '000000', NEW_PASSWORD);
    await page.getByText('El código ingresado no es válido. Inténtalo nuevamente.').waitFor();
    await submitCode(page, code, 'debil');
    await page.getByText('La nueva contraseña no cumple con los requisitos de seguridad.').waitFor();
    await submitCode(page, code, NEW_PASSWORD);
    await page.getByText('Cambió de contraseña completado.').waitFor();

    await signInThroughUi(page, { username: account.username, password: NEW_PASSWORD });
    expect(session.problems).toEqual([]);
    await session.close();
  });

  it('an expired code', async () => {
    const account = await createAccount(baseUrl, { prefix: 'expira', modules: ['dashboard'] });
    session = await openPage(browser, baseUrl);
    const { page } = session;
    await requestCode(page, account.username);
    await page.getByText('Código de verificación enviado').waitFor();
    const code = await lastCode(baseUrl, account.username, 'FORGOT_PASSWORD');
    const expired = await fetch(
      `${baseUrl}/__test/identity/expire-codes?username=${encodeURIComponent(account.username)}`,
      { method: 'POST' },
    );
    expect(expired.status).toBe(200);
    await submitCode(page, code, NEW_PASSWORD);
    await page.getByText('El código ha expirado. Solicita uno nuevo.').waitFor();
    await session.close();
  });

  it('too many wrong codes, then too many code requests', async () => {
    const account = await createAccount(baseUrl, { prefix: 'intentos', modules: ['dashboard'] });
    session = await openPage(browser, baseUrl);
    const { page } = session;
    await requestCode(page, account.username);
    await page.getByText('Código de verificación enviado').waitFor();
    const code = await lastCode(baseUrl, account.username, 'FORGOT_PASSWORD');
    const wrong = code === '000000' ? '111111' : '000000';
    const tooMany = page.getByText('Has intentado demasiadas veces. Intenta más tarde.');
    for (let i = 0; i < 8 && !(await tooMany.isVisible()); i++) {
      await submitCode(page, wrong, NEW_PASSWORD);
      await page
        .getByText(/El código ingresado no es válido|Has intentado demasiadas veces/)
        .first()
        .waitFor();
    }
    await tooMany.waitFor();

    // Requesting codes again and again for the same user hits the pool's limit.
    const limit = page.getByText('Límite de intentos excedidos. Intente más tarde.');
    for (let i = 0; i < 8 && !(await limit.isVisible()); i++) {
      await requestCode(page, account.username);
      await page
        .getByText(/Código de verificación enviado|Límite de intentos excedidos/)
        .first()
        .waitFor();
    }
    await limit.waitFor();
    await session.close();
  });
});

describe('TOTP with an authenticator app (a product requiring MFA)', () => {
  let product: RunningProduct;
  let browser: Browser;

  beforeAll(async () => {
    [product, browser] = await Promise.all([startProduct({ IDENTITY_MFA: 'on' }), launchBrowser()]);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  it('sets up the authenticator at first sign-in, then asks its code at the next one', async () => {
    const account = await createAccount(product.baseUrl, { prefix: 'totp', modules: ['dashboard'] });
    const session = await openPage(browser, product.baseUrl);
    const { page } = session;
    await submitCredentials(page, account.username, E2E_PASSWORD);
    await page.getByRole('heading', { name: 'Configure su aplicación autenticadora' }).waitFor();
    const secret = await page.locator('[data-secret]').getAttribute('data-secret');
    expect(secret).toMatch(/^[A-Z2-7]+=*$/);
    const totp = new TOTP({ secret: Secret.fromBase32(secret as string), digits: 6, period: 30 });
    await field(page, 'Código de 6 dígitos').fill(totp.generate());
    await page.getByRole('button', { name: 'Verificar y continuar' }).click();
    await page.getByText(SHELL_TITLE).waitFor();

    await page.getByRole('button', { name: 'Cerrar Sesión' }).click();
    await page.waitForURL('**/auth/login');
    await submitCredentials(page, account.username, E2E_PASSWORD);
    await page.getByRole('heading', { name: 'Verificación en dos pasos' }).waitFor();
    await field(page, 'Código de 6 dígitos').fill('123456' === totp.generate() ? '654321' : '123456');
    await page.getByRole('button', { name: 'Verificar' }).click();
    await page.getByText('El código ingresado no es válido. Inténtalo nuevamente.').waitFor();
    // A code of the next step (the pool accepts one step of clock skew, never a step already used).
    await field(page, 'Código de 6 dígitos').fill(totp.generate({ timestamp: Date.now() + 30_000 }));
    await page.getByRole('button', { name: 'Verificar' }).click();
    await page.getByText(SHELL_TITLE).waitFor();
    expect(session.problems).toEqual([]);
    await session.close();
  });
});
