import type { Page } from 'playwright-core';

/** The password every account made by `createAccount` gets (it meets the pool's default policy). */
export const E2E_PASSWORD = 'Clave-Segura-2025';

let counter = 0;
/** A username no other test of the run uses (tests share one running product). */
export function uniqueUsername(prefix: string): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${counter}`.toLowerCase();
}

export interface E2eAccount {
  readonly username: string;
  readonly password: string;
  readonly name: string;
}

async function call(baseUrl: string, method: string, path: string, body: unknown): Promise<unknown> {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${text}`);
  return text ? (JSON.parse(text) as unknown) : undefined;
}

/**
 * Creates a confirmed user in the built-in pool with a permanent password (test hook, TEST_MODE only)
 * and, when `modules` is given, a role granting exactly those modules (default action 'ver') assigned
 * to it. Tests never sign in as the seeded administrator except the first-sign-in test itself.
 */
export async function createAccount(
  baseUrl: string,
  options: {
    prefix?: string;
    name?: string;
    modules?: string[];
    actions?: string[];
    roles?: string[];
    password?: string;
    temporaryPassword?: string;
    /** The pool asks this user an e-mailed code after the password (CUSTOM_CHALLENGE). */
    emailSignInCode?: boolean;
  } = {},
): Promise<E2eAccount> {
  const username = uniqueUsername(options.prefix ?? 'e2e');
  const name = options.name ?? `Usuario ${username}`;
  const password = options.password ?? E2E_PASSWORD;
  await call(baseUrl, 'POST', '/__test/identity/users', {
    username,
    name,
    ...(options.temporaryPassword ? { temporaryPassword: options.temporaryPassword } : { password }),
    ...(options.emailSignInCode ? { emailSignInCode: true } : {}),
  });
  const roles = [...(options.roles ?? [])];
  if (options.modules) {
    const role = `Rol ${username}`;
    await call(baseUrl, 'PUT', `/api/__test/access/roles/${encodeURIComponent(role)}`, {
      modules: options.modules,
      ...(options.actions ? { actions: options.actions } : {}),
    });
    roles.push(role);
  }
  if (roles.length > 0) {
    await call(baseUrl, 'PUT', `/api/__test/access/users/${encodeURIComponent(username)}/roles`, { roles });
  }
  return { username, password, name };
}

/** Signs in through the login page and waits until the shell shows. */
export async function signInThroughUi(page: Page, account: Pick<E2eAccount, 'username' | 'password'>) {
  await page.goto('/auth/login');
  await page.getByRole('textbox', { name: 'Usuario', exact: true }).fill(account.username);
  await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await page.getByText('SISTEMA DE PLANILLAS - 2025').waitFor();
}

/** The last code the pool sent to a user (test hook): purposes as in server/identity/builtin/mail.ts. */
export async function lastCode(baseUrl: string, username: string, purpose?: string): Promise<string> {
  const query = new URLSearchParams({ username, ...(purpose ? { purpose } : {}) });
  const res = await fetch(`${baseUrl}/__test/identity/codes?${query}`);
  if (!res.ok) throw new Error(`no code for ${username}: ${await res.text()}`);
  return ((await res.json()) as { code: string }).code;
}
