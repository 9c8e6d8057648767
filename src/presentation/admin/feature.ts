import type { FeatureScreens } from '../shell/page-entry';

/** Administration: users, roles and the audit trail. */
export const feature: FeatureScreens = {
  services: 'admin',
  screens: {
    usuario: () => import('./users/UsersPage'),
    rol: () => import('./roles/RolesPage'),
    auditoria: () => import('./audit/AuditPage'),
  },
};
