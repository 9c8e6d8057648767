import type { ManageRoles } from '../../../application/admin/use-cases';
import { okResult } from '../../../application/shared/api-result';
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
import {
  FormPresenter,
  type FormDone,
  type FormEditing,
  type FormSource,
  type FormState,
} from '../../common/form-presenter';

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

/** A role's fields. */
export interface RoleValues {
  readonly name: string;
  readonly description: string;
  readonly grants: Grants;
}

/** What the role dialog shows besides its fields. */
export interface RoleMatrix {
  readonly matrix: readonly MatrixGroup[];
  /** Modules with at least one action. */
  readonly grantedCount: number;
  /** The administrator role: every permission, always (the matrix is read-only). */
  readonly system: boolean;
}

/** The modules a role grants on are the form's options. */
export type RoleFormState = FormState<RoleValues, RoleDetail, readonly ModuleOption[], RoleMatrix>;

/** The role as saved, for the list (notice and reload). */
export type RoleFormDone = FormDone<RoleDetail, RoleValues>;

/** The matrix: modules grouped like the menu × ver, crear, editar, eliminar, exportar, aprobar. */
function matrixOf(form: FormEditing<RoleValues, RoleDetail, readonly ModuleOption[]>): RoleMatrix {
  const { grants } = form.values;
  const groups = new Map<string, MatrixModule[]>();
  for (const m of form.options) {
    const list = groups.get(m.group) ?? [];
    list.push({
      code: m.code,
      name: m.name,
      subgroup: m.subgroup,
      cells: PERMISSION_ACTIONS.map((action) => ({ action, on: hasGrant(grants, m.code, action) })),
      error: form.errors[`grants.${m.code}`] ?? null,
    });
    groups.set(m.group, list);
  }
  return {
    matrix: [...groups].map(([group, modules]) => ({ group, modules })),
    grantedCount: Object.values(grants).filter((a) => a.length > 0).length,
    system: form.existing?.system ?? false,
  };
}

/** Reads the modules once (a reload after a conflict reads only the role again). */
function roleSource(
  roles: ManageRoles,
): FormSource<RoleValues, RoleDetail, readonly ModuleOption[], RoleMatrix> {
  let modules: readonly ModuleOption[] = [];
  return {
    empty: () => ({ name: '', description: '', grants: {} }),
    read: (id) => roles.get(id),
    valuesOf: (role) => ({ name: role.name, description: role.description, grants: role.grants }),
    options: async () => {
      if (modules.length > 0) return okResult(modules);
      const read = await roles.modules();
      if (read.ok) modules = read.value;
      return read;
    },
    save: (values, existing, options) =>
      roles.save(values, options, existing ? { id: existing.id, version: existing.version } : undefined),
    view: matrixOf,
  };
}

/**
 * Create or edit a role: name, description and the permission matrix, on the kit's form (loading,
 * failure, field errors, stale edit, one submit at a time). Validates with the server's rules before
 * sending; a module's error shows on its row and goes when that row changes.
 */
export class RoleFormPresenter extends FormPresenter<
  RoleValues,
  RoleDetail,
  readonly ModuleOption[],
  RoleMatrix
> {
  constructor(roles: ManageRoles, roleId: number | null, onDone: RoleFormDone) {
    super(roleSource(roles), roleId, onDone);
  }

  setName(value: string): void {
    this.set('name', value);
  }

  setDescription(value: string): void {
    this.set('description', value);
  }

  toggle(module: string, action: PermissionAction, on: boolean): void {
    this.changeGrants((grants) => toggleGrant(grants, module, action, on), `grants.${module}`);
  }

  /** Every action of a module on or off. */
  setRow(module: string, on: boolean): void {
    this.changeGrants((grants) => setModuleGrants(grants, module, on), `grants.${module}`);
  }

  /** One action on or off for every module. */
  setColumn(action: PermissionAction, on: boolean): void {
    this.changeGrants((grants, modules) => setActionGrants(grants, modules, action, on), 'grants');
  }

  /** The administrator role's matrix does not change; the error of the changed row (or of all) goes. */
  private changeGrants(change: (grants: Grants, modules: string[]) => Grants, field: string): void {
    const s = this.changeable();
    if (!s || s.existing?.system) return;
    const grants = change(
      s.values.grants,
      s.options.map((m) => m.code),
    );
    this.edit({ ...s.values, grants }, (f) => f === field);
  }
}
