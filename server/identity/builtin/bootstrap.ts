import type { ServerConfig } from '../../config';
import type { BuiltinPoolAdministration } from './admin';
import type { PoolCore } from './core';
import { generatePassword, passwordPolicyProblem } from './passwords';

/**
 * First start: creates the administrator (ADMIN_USERNAME, ADMIN_EMAIL) with a temporary password,
 * taken from ADMIN_TEMPORARY_PASSWORD or generated and printed once on the console. The first sign-in
 * must choose a new password (NEW_PASSWORD_REQUIRED). If the temporary password expired unused, a new
 * one is issued at the next start, so an installation can never lock its only administrator out.
 */
export async function bootstrapAdministrator(
  core: PoolCore,
  admin: BuiltinPoolAdministration,
  config: ServerConfig,
  print: (text: string) => void = (text) => process.stdout.write(text),
): Promise<void> {
  const { username, email, temporaryPassword } = config.admin;
  const policy = core.settings.passwordPolicy;
  if (temporaryPassword !== undefined) {
    const problem = passwordPolicyProblem(temporaryPassword, policy);
    if (problem) {
      throw new Error(`ADMIN_TEMPORARY_PASSWORD does not satisfy the pool's password policy (${problem}).`);
    }
  }
  const existing = await core.findUser(username);
  const days = core.settings.temporaryPasswordDays;
  const announce = (password: string | undefined, what: string) => {
    const lines = [
      '',
      '================================================================================',
      ` Sistema de Planillas: ${what}`,
      `   usuario: ${username}`,
      password === undefined
        ? '   contraseña temporal: la de ADMIN_TEMPORARY_PASSWORD'
        : `   contraseña temporal: ${password}`,
      ` Ingrese y elija una contraseña nueva (la temporal vence en ${days} días).`,
      ' Este mensaje no se repite.',
      '================================================================================',
      '',
    ];
    print(`${lines.join('\n')}\n`);
  };

  if (!existing) {
    const password = temporaryPassword ?? generatePassword(policy);
    try {
      await admin.createUser({
        username,
        email,
        name: 'Administrador',
        temporaryPassword: password,
        sendInvitation: false,
      });
    } catch (error) {
      // Another instance created it at the same moment.
      if ((error as { code?: string }).code === 'UsernameExistsException') return;
      throw error;
    }
    announce(temporaryPassword === undefined ? password : undefined, 'se creó la cuenta del administrador');
    return;
  }
  const expired =
    existing.status === 'FORCE_CHANGE_PASSWORD' &&
    existing.temporaryPasswordExpiresAt !== null &&
    existing.temporaryPasswordExpiresAt.getTime() <= core.now().getTime();
  if (expired) {
    const password = temporaryPassword ?? generatePassword(policy);
    await admin.setPassword(username, password, false);
    announce(
      temporaryPassword === undefined ? password : undefined,
      'la contraseña temporal del administrador venció; se emitió una nueva',
    );
  }
}
