import type { RoleOption } from '../../../application/admin/admin-api';
import type { ManageUsers } from '../../../application/admin/use-cases';
import { failed } from '../../../application/shared/api-result';
import {
  temporaryPasswordFrom,
  USER_MESSAGES,
  validateNewUser,
  type UserSummary,
} from '../../../domain/admin/user';
import { FormPresenter, type FormDone, type FormSource, type FormState } from '../../common/form-presenter';

/** How a new user gets their first password. */
export type PasswordMode = 'manual' | 'generated';

export interface UserFields {
  readonly username: string;
  readonly name: string;
  readonly email: string;
  readonly roleIds: readonly number[];
  readonly passwordMode: PasswordMode;
  readonly temporaryPassword: string;
  readonly sendInvitation: boolean;
}

/** The roles to choose from are the form's options. */
export type UserFormState = FormState<UserFields, UserSummary, readonly RoleOption[]>;

/** The user as saved, the mode, and the fields as sent (the notice tells how the password goes). */
export type UserFormDone = FormDone<UserSummary, UserFields>;

const EMPTY: UserFields = {
  username: '',
  name: '',
  email: '',
  roleIds: [],
  passwordMode: 'manual',
  temporaryPassword: '',
  sendInvitation: false,
};

/** A typed password left empty is refused here, with the other rules, before anything is sent. */
function missingPassword(f: UserFields) {
  const others = validateNewUser({ ...f, temporaryPassword: '' });
  return failed<UserSummary>({
    kind: 'validation',
    message: USER_MESSAGES.passwordRequired,
    fields: [...others, { field: 'temporaryPassword', message: USER_MESSAGES.passwordRequired }],
  });
}

function userSource(
  users: ManageUsers,
): FormSource<UserFields, UserSummary, readonly RoleOption[], object, string> {
  return {
    empty: () => EMPTY,
    read: (username) => users.get(username),
    valuesOf: (user) => ({
      ...EMPTY,
      username: user.username,
      name: user.name,
      email: user.email,
      roleIds: user.roles.map((r) => r.id),
    }),
    options: () => users.roleOptions(),
    save: async (f, user) => {
      if (user) return users.update(user, { name: f.name, email: f.email, roleIds: f.roleIds });
      if (f.passwordMode === 'manual' && f.temporaryPassword === '') return missingPassword(f);
      return users.create({
        username: f.username,
        name: f.name,
        email: f.email,
        roleIds: f.roleIds,
        ...(f.passwordMode === 'manual' ? { temporaryPassword: f.temporaryPassword } : {}),
        ...(f.passwordMode === 'manual' ? { sendInvitation: f.sendInvitation } : {}),
      });
    },
  };
}

/**
 * Create a user (username, name, e-mail, roles, and a temporary password typed or generated here, or
 * generated and e-mailed by the user pool) or edit one (name, e-mail, roles; the username stays), on the
 * kit's form. Rules are the server's; its refusals (field errors, self-protection, stale version) show in
 * the form.
 */
export class UserFormPresenter extends FormPresenter<
  UserFields,
  UserSummary,
  readonly RoleOption[],
  object,
  string
> {
  constructor(
    users: ManageUsers,
    existing: UserSummary | null,
    private readonly randomHex: () => string,
    onDone: UserFormDone,
  ) {
    super(userSource(users), existing?.username ?? null, onDone);
  }

  /** Changes one field, dropping its error; an existing user's username does not change. */
  override set<K extends keyof UserFields>(field: K, value: UserFields[K]): void {
    if (this.mode === 'edit' && field === 'username') return;
    super.set(field, value);
  }

  /** Fills the temporary password with a random one meeting the policy (shown, to hand to the user). */
  generatePassword(): void {
    this.set('temporaryPassword', temporaryPasswordFrom(this.randomHex()));
  }
}
