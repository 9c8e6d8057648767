import type { ManageRoles } from '../../../application/admin/use-cases';
import {
  hasGrant,
  setActionGrants,
  setModuleGrants,
  toggleGrant,
  type Grants,
  type ModuleOption,
  type RoleDetail,
} from '../../../domain/admin/role';
import { PERMISSION_ACTIONS, type PermissionAction } from '../../../domain/shell/modules';
import { Presenter } from '../../core/presenter';
import { fieldErrorsOf, formMessageOf } from '../../common/screen-state';

export interface MatrixModule {
  readonly code: string;
  readonly name: string;
  readonly subgroup: string | null;
  /** Each action of the matrix, in order, and whether it is granted. */
  readonly cells: readonly { readonly action: PermissionAction; readonly on: boolean }[];
  readonly error: string | null;
}

/** The modules of one menu group. */
export interface MatrixGroup {
  readonly group: string;
  readonly modules: readonly MatrixModule[];
}

export type RoleFormState =
  | { readonly kind: 'loading'; readonly mode: 'create' | 'edit' }
  | { readonly kind: 'failed'; readonly mode: 'create' | 'edit'; readonly message: string }
  | {
      readonly kind: 'editing';
      readonly mode: 'create' | 'edit';
      readonly name: string;
      readonly description: string;
      readonly matrix: readonly MatrixGroup[];
      /** Modules with at least one action. */
      readonly grantedCount: number;
      /** The administrator role: every permission, always (the matrix is read-only). */
      readonly system: boolean;
      readonly errors: Readonly<Record<string, string>>;
      /** A refusal that belongs to no field (e.g. forbidden). */
      readonly formError: string | null;
      /** The role changed since it was read (409): save is refused until it is read again. */
      readonly conflict: string | null;
      readonly saving: boolean;
    };

/** The role as saved, for the list (notice and reload). */
export type RoleFormDone = (role: RoleDetail, mode: 'create' | 'edit') => void;

/**
 * Create or edit a role: name, description and the permission matrix (modules grouped like the menu ×
 * ver, crear, editar, eliminar, exportar, aprobar). Validates with the server's rules before sending;
 * field errors of the server show next to their fields; a stale edit (409) asks to reload.
 */
export class RoleFormPresenter extends Presenter<RoleFormState> {
  private modules: readonly ModuleOption[] = [];
  private grants: Grants = {};
  private name = '';
  private description = '';
  private existing: RoleDetail | undefined;

  constructor(
    private readonly roles: ManageRoles,
    private readonly roleId: number | null,
    private readonly onDone: RoleFormDone,
  ) {
    super({ kind: 'loading', mode: roleId === null ? 'create' : 'edit' });
  }

  private get mode(): 'create' | 'edit' {
    return this.roleId === null ? 'create' : 'edit';
  }

  protected override onAttach(): void {
    if (this.state.kind === 'loading') void this.load();
  }

  /** Reads the modules (and the role when editing); also after a conflict, to start from the current role. */
  async load(): Promise<void> {
    this.setState({ kind: 'loading', mode: this.mode });
    const [modules, role] = await Promise.all([
      this.modules.length > 0
        ? Promise.resolve({ ok: true as const, value: [...this.modules] })
        : this.roles.modules(),
      this.roleId === null ? Promise.resolve(null) : this.roles.get(this.roleId),
    ]);
    if (!modules.ok) {
      this.setState({ kind: 'failed', mode: this.mode, message: modules.error.message });
      return;
    }
    if (role && !role.ok) {
      this.setState({ kind: 'failed', mode: this.mode, message: role.error.message });
      return;
    }
    this.modules = modules.value;
    if (role) {
      this.existing = role.value;
      this.name = role.value.name;
      this.description = role.value.description;
      this.grants = role.value.grants;
    }
    this.render({}, null, null, false);
  }

  private render(
    errors: Readonly<Record<string, string>>,
    formError: string | null,
    conflict: string | null,
    saving: boolean,
  ): void {
    const groups = new Map<string, MatrixModule[]>();
    for (const m of this.modules) {
      const list = groups.get(m.group) ?? [];
      list.push({
        code: m.code,
        name: m.name,
        subgroup: m.subgroup,
        cells: PERMISSION_ACTIONS.map((action) => ({ action, on: hasGrant(this.grants, m.code, action) })),
        error: errors[`grants.${m.code}`] ?? null,
      });
      groups.set(m.group, list);
    }
    this.setState({
      kind: 'editing',
      mode: this.mode,
      name: this.name,
      description: this.description,
      matrix: [...groups].map(([group, modules]) => ({ group, modules })),
      grantedCount: Object.values(this.grants).filter((a) => a.length > 0).length,
      system: this.existing?.system ?? false,
      errors,
      formError,
      conflict,
      saving,
    });
  }

  private editing() {
    return this.state.kind === 'editing' && !this.state.saving ? this.state : null;
  }

  /** Re-renders after an edit, dropping the error of the edited field. */
  private edited(field: string): void {
    const s = this.editing();
    if (!s) return;
    const { [field]: _dropped, ...errors } = s.errors;
    this.render(errors, s.formError, s.conflict, false);
  }

  setName(value: string): void {
    if (!this.editing()) return;
    this.name = value;
    this.edited('name');
  }

  setDescription(value: string): void {
    if (!this.editing()) return;
    this.description = value;
    this.edited('description');
  }

  toggle(module: string, action: PermissionAction, on: boolean): void {
    if (!this.editing() || this.existing?.system) return;
    this.grants = toggleGrant(this.grants, module, action, on);
    this.edited(`grants.${module}`);
  }

  /** Every action of a module on or off. */
  setRow(module: string, on: boolean): void {
    if (!this.editing() || this.existing?.system) return;
    this.grants = setModuleGrants(this.grants, module, on);
    this.edited(`grants.${module}`);
  }

  /** One action on or off for every module. */
  setColumn(action: PermissionAction, on: boolean): void {
    if (!this.editing() || this.existing?.system) return;
    this.grants = setActionGrants(
      this.grants,
      this.modules.map((m) => m.code),
      action,
      on,
    );
    this.edited('grants');
  }

  async submit(): Promise<void> {
    const s = this.editing();
    if (!s || s.conflict) return;
    this.render(s.errors, null, null, true);
    const result = await this.roles.save(
      { name: this.name, description: this.description, grants: this.grants },
      this.modules,
      this.existing ? { id: this.existing.id, version: this.existing.version } : undefined,
    );
    if (this.disposed) return;
    if (result.ok) {
      this.existing = result.value;
      this.render({}, null, null, false);
      this.onDone(result.value, this.mode);
      return;
    }
    const failure = result.error;
    if (failure.kind === 'conflict') {
      this.render({}, null, failure.message, false);
      return;
    }
    const errors = fieldErrorsOf(failure);
    this.render(
      errors,
      formMessageOf(failure, failure.kind === 'validation' ? failure.fields : []),
      null,
      false,
    );
  }
}
