import { defined, lengthBetween, tidy, type FieldError } from '../shared/validation';

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 64;
/** Letters, digits and . _ @ -, starting with a letter or digit (no spaces: it is the sign-in name). */
export const USERNAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._@-]*$/;
export const NAME_MAX = 100;
export const EMAIL_MAX = 254;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
export const TEMPORARY_PASSWORD_MIN = 8;
export const TEMPORARY_PASSWORD_MAX = 99;

export type UserState = 'activo' | 'deshabilitado';

/** A user as the list shows it (the product's copy of the user pool, with the roles). */
export interface UserSummary {
  readonly username: string;
  readonly name: string;
  readonly email: string;
  readonly enabled: boolean;
  /** The pool's status: CONFIRMED, FORCE_CHANGE_PASSWORD, RESET_REQUIRED, UNCONFIRMED… */
  readonly status: string;
  readonly roles: readonly { readonly id: number; readonly name: string }[];
  readonly lastSignInAt: string | null;
  readonly createdAt: string;
  readonly version: number;
}

export const USER_SORTS = ['username', 'name', 'email', 'enabled', 'lastSignInAt', 'createdAt'] as const;
export type UserSort = (typeof USER_SORTS)[number];

export interface NewUserInput {
  readonly username: string;
  readonly name: string;
  readonly email: string;
  readonly roleIds: readonly number[];
  /** Empty: the user pool generates one and e-mails it. */
  readonly temporaryPassword?: string;
  /** With a temporary password: whether the pool also e-mails the invitation (default yes). */
  readonly sendInvitation?: boolean;
}

export interface UserEditInput {
  readonly name: string;
  readonly email: string;
  readonly roleIds: readonly number[];
}

export const USER_MESSAGES = {
  usernameTaken: 'Ya existe un usuario con ese nombre de usuario.',
  usernameShape:
    'Use solo letras sin tildes, números y los signos . _ @ -, empezando por una letra o un número.',
  emailShape: 'Ingrese un correo electrónico válido.',
  rolesRequired: 'Seleccione al menos un rol.',
  unknownRole: 'Alguno de los roles seleccionados ya no existe.',
  passwordPolicy:
    'La contraseña temporal debe tener entre 8 y 99 caracteres, con mayúsculas, minúsculas, números y símbolos.',
  poolPasswordPolicy: 'La contraseña temporal no cumple la política de contraseñas del grupo de usuarios.',
  disableSelf: 'No puede deshabilitar su propia cuenta.',
  notFound: 'El usuario no existe.',
  passwordRequired: 'Ingrese la contraseña temporal o elija que se genere y envíe por correo.',
} as const;

function validateEmail(email: string): FieldError | undefined {
  if (email.length === 0) return { field: 'email', message: 'El correo electrónico es obligatorio.' };
  if (email.length > EMAIL_MAX || !EMAIL_PATTERN.test(email)) {
    return { field: 'email', message: USER_MESSAGES.emailShape };
  }
  return undefined;
}

function validateRoles(roleIds: readonly number[]): FieldError | undefined {
  return roleIds.length === 0 ? { field: 'roleIds', message: USER_MESSAGES.rolesRequired } : undefined;
}

export function validateUsername(username: string): FieldError | undefined {
  const length = lengthBetween('username', username, USERNAME_MIN, USERNAME_MAX, 'El nombre de usuario');
  if (length) return length;
  return USERNAME_PATTERN.test(username)
    ? undefined
    : { field: 'username', message: USER_MESSAGES.usernameShape };
}

/** The default policy of the user pool (Cognito's): 8+ characters with each kind of character. */
export function validateTemporaryPassword(password: string): FieldError | undefined {
  const ok =
    password.length >= TEMPORARY_PASSWORD_MIN &&
    password.length <= TEMPORARY_PASSWORD_MAX &&
    /[A-Z]/.test(password) &&
    /[a-z]/.test(password) &&
    /[0-9]/.test(password) &&
    /[^A-Za-z0-9]/.test(password) &&
    !/^\s|\s$/.test(password);
  return ok ? undefined : { field: 'temporaryPassword', message: USER_MESSAGES.passwordPolicy };
}

function validateProfile(input: { name: string; email: string; roleIds: readonly number[] }) {
  return [
    lengthBetween('name', tidy(input.name), 1, NAME_MAX, 'El nombre'),
    validateEmail(input.email.trim()),
    validateRoles(input.roleIds),
  ];
}

export function validateNewUser(input: NewUserInput): FieldError[] {
  const password = input.temporaryPassword ?? '';
  return defined([
    validateUsername(input.username.trim()),
    ...validateProfile(input),
    password === '' ? undefined : validateTemporaryPassword(password),
  ]);
}

export function validateUserEdit(input: UserEditInput): FieldError[] {
  return defined(validateProfile(input));
}

export function cleanNewUser(input: NewUserInput): NewUserInput {
  return {
    username: input.username.trim(),
    name: tidy(input.name),
    email: input.email.trim(),
    roleIds: [...new Set(input.roleIds)],
    ...(input.temporaryPassword ? { temporaryPassword: input.temporaryPassword } : {}),
    ...(input.sendInvitation !== undefined ? { sendInvitation: input.sendInvitation } : {}),
  };
}

export function cleanUserEdit(input: UserEditInput): UserEditInput {
  return { name: tidy(input.name), email: input.email.trim(), roleIds: [...new Set(input.roleIds)] };
}

/** How a user's state reads in Spanish. */
export function userStateLabel(user: { readonly enabled: boolean; readonly status: string }): string {
  if (!user.enabled) return 'Deshabilitado';
  switch (user.status) {
    case 'CONFIRMED':
      return 'Activo';
    case 'FORCE_CHANGE_PASSWORD':
      return 'Debe cambiar la contraseña';
    case 'RESET_REQUIRED':
      return 'Restablecimiento pendiente';
    case 'UNCONFIRMED':
      return 'Sin confirmar';
    default:
      return 'Activo';
  }
}

/**
 * A temporary password meeting the pool's default policy, from random hex (the sign-up's generated
 * password: 30 random bytes): a fixed prefix adds an uppercase letter, a lowercase one, a digit and a
 * symbol to 20 random hex characters.
 */
export function temporaryPasswordFrom(randomHex: string): string {
  return `Pl#7${randomHex.slice(0, 20)}`;
}
