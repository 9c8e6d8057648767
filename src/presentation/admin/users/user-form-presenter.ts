import type { RoleOption } from '../../../application/admin/admin-api';
import type { ManageUsers } from '../../../application/admin/use-cases';
import {
  temporaryPasswordFrom,
  USER_MESSAGES,
  validateNewUser,
  type UserSummary,
} from '../../../domain/admin/user';
import { errorsByField } from '../../../domain/shared/validation';
import { Presenter } from '../../core/presenter';
import { fieldErrorsOf, formMessageOf } from '../../common/screen-state';

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

export type UserFormState =
  | { readonly kind: 'loading'; readonly mode: 'create' | 'edit' }
  | { readonly kind: 'failed'; readonly mode: 'create' | 'edit'; readonly message: string }
  | {
      readonly kind: 'editing';
      readonly mode: 'create' | 'edit';
      readonly fields: UserFields;
      readonly roleOptions: readonly RoleOption[];
      readonly errors: Readonly<Record<string, string>>;
      readonly formError: string | null;
      readonly conflict: string | null;
      readonly saving: boolean;
    };

export type UserFormDone = (user: UserSummary, mode: 'create' | 'edit', fields: UserFields) => void;

const EMPTY: UserFields = {
  username: '',
  name: '',
  email: '',
  roleIds: [],
  passwordMode: 'manual',
  temporaryPassword: '',
  sendInvitation: false,
};

/**
 * Create a user (username, name, e-mail, roles, and a temporary password typed or generated here, or
 * generated and e-mailed by the user pool) or edit one (name, e-mail, roles). Rules are the server's;
 * its refusals (field errors, self-protection, stale version) show in the form.
 */
export class UserFormPresenter extends Presenter<UserFormState> {
  private fields: UserFields = EMPTY;
  private roleOptions: readonly RoleOption[] = [];
  private user: UserSummary | undefined;

  constructor(
    private readonly users: ManageUsers,
    existing: UserSummary | null,
    private readonly randomHex: () => string,
    private readonly onDone: UserFormDone,
  ) {
    super({ kind: 'loading', mode: existing ? 'edit' : 'create' });
    this.user = existing ?? undefined;
    if (existing) {
      this.fields = {
        ...EMPTY,
        username: existing.username,
        name: existing.name,
        email: existing.email,
        roleIds: existing.roles.map((r) => r.id),
      };
    }
  }

  private get mode(): 'create' | 'edit' {
    return this.user ? 'edit' : 'create';
  }

  protected override onAttach(): void {
    if (this.state.kind === 'loading') void this.load();
  }

  /** Reads the roles to choose from (and, after a conflict, the user as it is now). */
  async load(): Promise<void> {
    this.setState({ kind: 'loading', mode: this.mode });
    const [options, fresh] = await Promise.all([
      this.users.roleOptions(),
      this.user ? this.users.get(this.user.username) : Promise.resolve(null),
    ]);
    if (!options.ok || (fresh && !fresh.ok)) {
      const failure = !options.ok ? options.error : fresh && !fresh.ok ? fresh.error : null;
      this.setState({ kind: 'failed', mode: this.mode, message: failure?.message ?? '' });
      return;
    }
    this.roleOptions = options.value;
    if (fresh) {
      this.user = fresh.value;
      this.fields = {
        ...this.fields,
        name: fresh.value.name,
        email: fresh.value.email,
        roleIds: fresh.value.roles.map((r) => r.id),
      };
    }
    this.render({}, null, null, false);
  }

  private render(
    errors: Readonly<Record<string, string>>,
    formError: string | null,
    conflict: string | null,
    saving: boolean,
  ): void {
    this.setState({
      kind: 'editing',
      mode: this.mode,
      fields: this.fields,
      roleOptions: this.roleOptions,
      errors,
      formError,
      conflict,
      saving,
    });
  }

  /** Changes one field, dropping its error. */
  set<K extends keyof UserFields>(field: K, value: UserFields[K]): void {
    const s = this.state;
    if (s.kind !== 'editing' || s.saving) return;
    if (this.mode === 'edit' && field === 'username') return;
    this.fields = { ...this.fields, [field]: value };
    const { [field]: _dropped, ...errors } = s.errors;
    this.render(errors, s.formError, s.conflict, false);
  }

  /** Fills the temporary password with a random one meeting the policy (shown, to hand to the user). */
  generatePassword(): void {
    this.set('temporaryPassword', temporaryPasswordFrom(this.randomHex()));
  }

  async submit(): Promise<void> {
    const s = this.state;
    if (s.kind !== 'editing' || s.saving || s.conflict) return;
    const f = this.fields;
    if (!this.user && f.passwordMode === 'manual' && f.temporaryPassword === '') {
      const others = validateNewUser({ ...f, temporaryPassword: '' });
      const errors = errorsByField([
        ...others,
        { field: 'temporaryPassword', message: USER_MESSAGES.passwordRequired },
      ]);
      this.render(errors, null, null, false);
      return;
    }
    this.render(s.errors, null, null, true);
    const result = this.user
      ? await this.users.update(this.user, { name: f.name, email: f.email, roleIds: f.roleIds })
      : await this.users.create({
          username: f.username,
          name: f.name,
          email: f.email,
          roleIds: f.roleIds,
          ...(f.passwordMode === 'manual' ? { temporaryPassword: f.temporaryPassword } : {}),
          ...(f.passwordMode === 'manual' ? { sendInvitation: f.sendInvitation } : {}),
        });
    if (this.disposed) return;
    if (result.ok) {
      const mode = this.mode;
      this.user = result.value;
      this.render({}, null, null, false);
      this.onDone(result.value, mode, f);
      return;
    }
    const failure = result.error;
    if (failure.kind === 'conflict' && this.mode === 'edit') {
      this.render({}, null, failure.message, false);
      return;
    }
    this.render(fieldErrorsOf(failure), formMessageOf(failure), null, false);
  }
}
