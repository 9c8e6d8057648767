import { SHELL_ROUTES, shellRoutePath } from '../../src/domain/shell/modules';

/**
 * The modules the first start seeds: one per screen of the product (src/domain/shell/modules.ts),
 * in menu groups and sub-groups. Icons are Material icon names the SPA knows.
 * Seeding only inserts what is missing, so names edited later by an administrator are kept.
 */
export interface SeedGroup {
  readonly code: string;
  readonly name: string;
  readonly icon: string;
}

export interface SeedSubgroup extends SeedGroup {
  readonly group: string;
}

export interface SeedModule {
  readonly code: string;
  readonly name: string;
  readonly icon: string;
  readonly group: string;
  readonly subgroup?: string;
}

export const SEED_GROUPS: readonly SeedGroup[] = [
  { code: 'inicio', name: 'Inicio', icon: 'Home' },
  { code: 'maestros', name: 'Maestros', icon: 'Folder' },
  { code: 'parametros', name: 'Parámetros', icon: 'Tune' },
  { code: 'planillas', name: 'Planillas', icon: 'Assessment' },
  { code: 'seguridad', name: 'Seguridad', icon: 'Security' },
  { code: 'ayuda', name: 'Ayuda', icon: 'Help' },
];

export const SEED_SUBGROUPS: readonly SeedSubgroup[] = [
  { code: 'maestros.empresa', group: 'maestros', name: 'Empresa', icon: 'Business' },
  { code: 'maestros.pesca', group: 'maestros', name: 'Pesca', icon: 'Phishing' },
];

export const SEED_MODULES: readonly SeedModule[] = [
  { code: 'dashboard', name: 'Inicio', icon: 'Dashboard', group: 'inicio' },
  { code: 'noticia', name: 'Noticias', icon: 'Campaign', group: 'inicio' },
  { code: 'mis_boletas', name: 'Mis boletas', icon: 'ReceiptLong', group: 'inicio' },
  { code: 'empresa', name: 'Empresas', icon: 'Business', group: 'maestros', subgroup: 'maestros.empresa' },
  { code: 'fabrica', name: 'Fábricas', icon: 'Factory', group: 'maestros', subgroup: 'maestros.empresa' },
  { code: 'cargo', name: 'Cargos', icon: 'Engineering', group: 'maestros', subgroup: 'maestros.empresa' },
  {
    code: 'trabajador',
    name: 'Trabajadores',
    icon: 'Badge',
    group: 'maestros',
    subgroup: 'maestros.empresa',
  },
  {
    code: 'embarcacion',
    name: 'Embarcaciones',
    icon: 'DirectionsBoat',
    group: 'maestros',
    subgroup: 'maestros.pesca',
  },
  { code: 'especie', name: 'Especies', icon: 'SetMeal', group: 'maestros', subgroup: 'maestros.pesca' },
  {
    code: 'tipo_de_pesca',
    name: 'Tipos de pesca',
    icon: 'Phishing',
    group: 'maestros',
    subgroup: 'maestros.pesca',
  },
  { code: 'pago_por_especialidad', name: 'Pago por especialidad', icon: 'Paid', group: 'parametros' },
  { code: 'fondo_de_pension', name: 'Fondos de pensión', icon: 'Savings', group: 'parametros' },
  { code: 'uit', name: 'UIT', icon: 'Calculate', group: 'parametros' },
  { code: 'semana_de_pesca', name: 'Semanas de pesca', icon: 'DateRange', group: 'planillas' },
  { code: 'reporte_de_planilla', name: 'Reporte de planilla', icon: 'Assessment', group: 'planillas' },
  {
    code: 'vacaciones_gratificaciones_cts',
    name: 'Vacaciones, gratificaciones y CTS',
    icon: 'BeachAccess',
    group: 'planillas',
  },
  { code: 'usuario', name: 'Usuarios', icon: 'People', group: 'seguridad' },
  { code: 'rol', name: 'Roles', icon: 'AdminPanelSettings', group: 'seguridad' },
  { code: 'auditoria', name: 'Auditoría', icon: 'Article', group: 'seguridad' },
  { code: 'acerca', name: 'Acerca de', icon: 'Info', group: 'ayuda' },
  { code: 'vacio', name: 'Página vacía', icon: 'CropFree', group: 'ayuda' },
];

/** The SPA path of each module code, from the shell's route list. */
export const MODULE_PATHS: ReadonlyMap<string, string> = new Map(
  SHELL_ROUTES.map((route) => [route.code, shellRoutePath(route)]),
);

/** Every module code the product knows (permission declarations must name one of them). */
export const MODULE_CODES: ReadonlySet<string> = new Set(SHELL_ROUTES.map((r) => r.code));

/**
 * Modules of a worker's own documents: they show the signed-in worker's payslips, so they are granted
 * by the worker role alone, never to the administrator (who is not a worker of the payroll).
 */
export const SELF_SERVICE_MODULES: ReadonlySet<string> = new Set(['mis_boletas']);

/**
 * The role a worker invited to «Mis boletas» receives (docs/payslip-deliveries.md): `ver` on the
 * self-service modules, nothing else. Created at first start; it cannot be deleted.
 */
export const WORKER_ROLE = {
  systemKey: 'worker',
  name: 'Trabajador',
  description: 'Solo sus propias boletas de pago (Mis boletas).',
} as const;

/** The administrator role the first start creates, holding every action on every module. */
export const ADMINISTRATOR_ROLE = {
  systemKey: 'administrator',
  name: 'Administrador',
  description: 'Acceso completo a todos los módulos.',
} as const;
