import { PERMISSION_ACTIONS, isPermissionAction, type PermissionAction } from '../shell/modules';
import { atMost, defined, lengthBetween, tidy, type FieldError } from '../shared/validation';
import { hasGrant, type Grants } from '../shared/grants';

export { hasGrant, type Grants };

export const ROLE_NAME_MIN = 3;
export const ROLE_NAME_MAX = 60;
export const ROLE_DESCRIPTION_MAX = 250;

/** What a role may do: module code → actions (ver, crear, editar, eliminar, exportar, aprobar). */

export interface RoleInput {
  readonly name: string;
  readonly description: string;
  readonly grants: Grants;
}

/** A role as the list shows it. */
export interface RoleSummary {
  readonly id: number;
  readonly name: string;
  readonly description: string;
  /** The product's own administrator role: it always holds every permission and cannot be deleted. */
  readonly system: boolean;
  readonly usersCount: number;
  readonly modulesCount: number;
  readonly version: number;
  readonly updatedAt: string;
}

export interface RoleDetail extends RoleSummary {
  readonly grants: Grants;
}

/** A module of the permission matrix (one per menu entry). */
export interface ModuleOption {
  readonly code: string;
  readonly name: string;
  readonly group: string;
  readonly subgroup: string | null;
}

export const ROLE_SORTS = ['name', 'description', 'usersCount', 'updatedAt'] as const;
export type RoleSort = (typeof ROLE_SORTS)[number];

export const ROLE_MESSAGES = {
  nameTaken: 'Ya existe un rol con ese nombre.',
  unknownModule: 'El módulo no existe.',
  unknownAction: 'La acción no es válida.',
  systemGrants: 'Los permisos del rol Administrador no se pueden cambiar: siempre tiene acceso completo.',
  systemDelete: 'El rol Administrador no se puede eliminar.',
  ownAdministration:
    'No puede quitar el permiso de administrar usuarios del último rol de administración que usted tiene.',
} as const;

/** "No se puede eliminar el rol «X»: lo tienen asignado 3 usuarios." */
export function roleInUseMessage(name: string, users: number): string {
  return users === 1
    ? `No se puede eliminar el rol «${name}»: lo tiene asignado 1 usuario.`
    : `No se puede eliminar el rol «${name}»: lo tienen asignado ${users} usuarios.`;
}

const ACTION_ORDER = new Map(PERMISSION_ACTIONS.map((a, i) => [a, i]));

/**
 * The grants as stored: actions de-duplicated and in matrix order, 'ver' added to any module with
 * another action (a module that cannot be seen cannot be used), modules without actions dropped.
 */
export function normalizeGrants(grants: Grants): Grants {
  const out: Record<string, PermissionAction[]> = {};
  for (const module of Object.keys(grants).sort()) {
    const actions = new Set((grants[module] ?? []).filter(isPermissionAction));
    if (actions.size === 0) continue;
    actions.add('ver');
    out[module] = [...actions].sort((a, b) => (ACTION_ORDER.get(a) ?? 0) - (ACTION_ORDER.get(b) ?? 0));
  }
  return out;
}

/** One cell of the matrix switched: an action turns 'ver' on; turning 'ver' off clears the row. */
export function toggleGrant(grants: Grants, module: string, action: PermissionAction, on: boolean): Grants {
  const current = new Set(grants[module] ?? []);
  if (on) {
    current.add(action);
  } else if (action === 'ver') {
    current.clear();
  } else {
    current.delete(action);
  }
  return normalizeGrants({ ...grants, [module]: [...current] });
}

/** A whole row of the matrix on or off. */
export function setModuleGrants(grants: Grants, module: string, on: boolean): Grants {
  return normalizeGrants({ ...grants, [module]: on ? [...PERMISSION_ACTIONS] : [] });
}

/** A whole column of the matrix on or off, for the given modules. */
export function setActionGrants(
  grants: Grants,
  modules: readonly string[],
  action: PermissionAction,
  on: boolean,
): Grants {
  let next = grants;
  for (const module of modules) next = toggleGrant(next, module, action, on);
  return next;
}

/** A role that lets its holders administer users (and so give roles): losing the last one locks one out. */
export const isAdministrative = (grants: Grants): boolean => hasGrant(grants, 'usuario', 'editar');

export const countModules = (grants: Grants): number =>
  Object.values(grants).filter((actions) => actions.length > 0).length;

/** The role as it will be saved: trimmed texts, normalized grants. */
export function cleanRole(input: RoleInput): RoleInput {
  return {
    name: tidy(input.name),
    description: input.description.trim(),
    grants: normalizeGrants(input.grants),
  };
}

/**
 * The rules of a role (uniqueness of the name is checked by the server): name 3–60 characters,
 * description up to 250, grants only on known modules with known actions.
 */
export function validateRole(input: RoleInput, knownModules: ReadonlySet<string>): FieldError[] {
  const name = tidy(input.name);
  const errors = defined([
    lengthBetween('name', name, ROLE_NAME_MIN, ROLE_NAME_MAX, 'El nombre'),
    atMost('description', input.description.trim(), ROLE_DESCRIPTION_MAX, 'La descripción'),
  ]);
  for (const [module, actions] of Object.entries(input.grants)) {
    if (!knownModules.has(module)) {
      errors.push({ field: `grants.${module}`, message: ROLE_MESSAGES.unknownModule });
    } else if (!actions.every(isPermissionAction)) {
      errors.push({ field: `grants.${module}`, message: ROLE_MESSAGES.unknownAction });
    }
  }
  return errors;
}
