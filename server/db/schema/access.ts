import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestampTz, identityId, requiredReference } from './columns';

// Access control (server/access): the modules of the product (one per screen, grouped for the menu),
// roles holding permissions (module + action) and the roles of each user. Users live in the user pool
// (built-in or Cognito) and are keyed here by their username, case-insensitively.

/** A group of the side menu, e.g. 'Planillas'. */
export const accessModuleGroups = pgTable('access_module_groups', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  icon: text('icon'),
  sortOrder: integer('sort_order').notNull(),
});

/** An optional sub-group inside a group, with its own icon. */
export const accessModuleSubgroups = pgTable('access_module_subgroups', {
  code: text('code').primaryKey(),
  groupCode: text('group_code')
    .notNull()
    .references(() => accessModuleGroups.code),
  name: text('name').notNull(),
  icon: text('icon'),
  sortOrder: integer('sort_order').notNull(),
});

/** A module: one screen of the product, the unit permissions are granted on. */
export const accessModules = pgTable(
  'access_modules',
  {
    /** The route's code, e.g. 'trabajador' (see src/domain/shell/modules.ts). */
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    /** A Material icon name the SPA maps to a component. */
    icon: text('icon').notNull(),
    /** The SPA route, e.g. '/trabajador'. */
    path: text('path').notNull(),
    groupCode: text('group_code')
      .notNull()
      .references(() => accessModuleGroups.code),
    subgroupCode: text('subgroup_code').references(() => accessModuleSubgroups.code),
    sortOrder: integer('sort_order').notNull(),
    /** A disabled module is in nobody's menu and grants nothing, without losing its grants. */
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [
    uniqueIndex('access_modules_path_key').on(t.path),
    index('access_modules_group_idx').on(t.groupCode),
  ],
);

/** A role: a named set of permissions given to users. */
export const accessRoles = pgTable(
  'access_roles',
  {
    id: identityId(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** Set for roles the product itself needs ('administrator'); such roles cannot be deleted. */
    systemKey: text('system_key'),
    enabled: boolean('enabled').notNull().default(true),
    /** Optimistic concurrency: every update increments it. */
    version: integer('version').notNull().default(1),
    createdAt: timestampTz('created_at').notNull(),
    updatedAt: timestampTz('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('access_roles_name_key').on(sql`lower(${t.name})`),
    uniqueIndex('access_roles_system_key').on(t.systemKey),
  ],
);

/** What a role may do in a module: one row per (role, module, action). */
export const accessRolePermissions = pgTable(
  'access_role_permissions',
  {
    roleId: requiredReference('role_id', () => accessRoles.id, 'cascade'),
    moduleCode: text('module_code')
      .notNull()
      .references(() => accessModules.code, { onDelete: 'cascade' }),
    /** ver, crear, editar, eliminar, exportar or aprobar. */
    action: text('action').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.roleId, t.moduleCode, t.action] }),
    index('access_role_permissions_module_idx').on(t.moduleCode),
    check(
      'access_role_permissions_action_check',
      sql`${t.action} in ('ver', 'crear', 'editar', 'eliminar', 'exportar', 'aprobar')`,
    ),
  ],
);

/** The roles of a user of the pool. */
export const accessUserRoles = pgTable(
  'access_user_roles',
  {
    /** lower(username): the key (usernames are case-insensitive in the pool). */
    usernameKey: text('username_key').notNull(),
    /** The username as written when the role was assigned. */
    username: text('username').notNull(),
    roleId: requiredReference('role_id', () => accessRoles.id, 'cascade'),
    assignedAt: timestampTz('assigned_at').notNull(),
    /** Username of who assigned it ('system' for the first start). */
    assignedBy: text('assigned_by').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.usernameKey, t.roleId] }),
    index('access_user_roles_role_idx').on(t.roleId),
  ],
);
