/**
 * The screens inside the shell: one module per route of the specification. The backend seeds its
 * modules from this list and the SPA registers a page for each path, so both always agree.
 */
export interface ShellRoute {
  /** The module code, also the key of the page's title in the translations (pages.<code>). */
  readonly code: string;
  /** Route path relative to the shell ('' is the dashboard). */
  readonly path: string;
}

export const SHELL_ROUTES: readonly ShellRoute[] = [
  { code: 'dashboard', path: '' },
  { code: 'trabajador', path: 'trabajador' },
  { code: 'empresa', path: 'empresa' },
  { code: 'embarcacion', path: 'embarcacion' },
  { code: 'semana_de_pesca', path: 'semana_de_pesca' },
  { code: 'cargo', path: 'cargo' },
  { code: 'especie', path: 'especie' },
  { code: 'tipo_de_pesca', path: 'tipo_de_pesca' },
  { code: 'fabrica', path: 'fabrica' },
  { code: 'pago_por_especialidad', path: 'pago_por_especialidad' },
  { code: 'fondo_de_pension', path: 'fondo_de_pension' },
  { code: 'uit', path: 'uit' },
  { code: 'reporte_de_planilla', path: 'reporte_de_planilla' },
  { code: 'vacaciones_gratificaciones_cts', path: 'vacaciones_gratificaciones_cts' },
  { code: 'noticia', path: 'noticia' },
  { code: 'acerca', path: 'acerca' },
  { code: 'usuario', path: 'usuario' },
  { code: 'rol', path: 'rol' },
  { code: 'vacio', path: 'vacio' },
  // Beyond the specification's list: the audit trail viewer of the administration (docs/admin.md).
  { code: 'auditoria', path: 'auditoria' },
  // The worker's own payslips, for the workers' role (docs/payslip-deliveries.md).
  { code: 'mis_boletas', path: 'mis_boletas' },
];

/** What a role may do in a module. 'ver' (see) is what puts the module in the user's menu. */
export const PERMISSION_ACTIONS = ['ver', 'crear', 'editar', 'eliminar', 'exportar', 'aprobar'] as const;
export type PermissionAction = (typeof PERMISSION_ACTIONS)[number];

export function isPermissionAction(value: unknown): value is PermissionAction {
  return typeof value === 'string' && (PERMISSION_ACTIONS as readonly string[]).includes(value);
}

/** The absolute path of a shell route ('/' for the dashboard). */
export const shellRoutePath = (route: ShellRoute): string => `/${route.path}`;
