import { isPermissionAction, type PermissionAction } from '../shell/modules';

/** The actions a role (or a user, through their roles) may do, by module code. */
export type Grants = Readonly<Record<string, readonly PermissionAction[]>>;

export const hasGrant = (grants: Grants, module: string, action: PermissionAction): boolean =>
  grants[module]?.includes(action) ?? false;

/**
 * Grants as an answer gives them: an object of module codes to lists of actions. Anything else grants
 * nothing (null); actions this version does not know are left out.
 */
export function readGrants(value: unknown): Grants | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const grants: Record<string, PermissionAction[]> = {};
  for (const [module, actions] of Object.entries(value)) {
    if (!Array.isArray(actions)) return null;
    grants[module] = actions.filter(isPermissionAction);
  }
  return grants;
}
