import { DASHBOARD_PAGE, type PageEntry } from './page-entry';

export type { PageEntry } from './page-entry';

/**
 * The screens that exist, by module code (src/domain/shell/modules.ts). Every other module of the
 * table shows the generic placeholder until its screen is built.
 */
export const PAGES: Readonly<Record<string, PageEntry>> = {
  dashboard: DASHBOARD_PAGE,
  empresa: { load: () => import('../companies/CompaniesPage'), feature: 'companies' },
  fabrica: { load: () => import('../plants/PlantsPage'), feature: 'plants' },
  embarcacion: { load: () => import('../vessels/VesselsPage'), feature: 'vessels' },
  especie: { load: () => import('../species/SpeciesPage'), feature: 'species' },
  tipo_de_pesca: { load: () => import('../fishing-types/FishingTypesPage'), feature: 'fishing-types' },
  cargo: { load: () => import('../positions/PositionsPage'), feature: 'positions' },
  uit: { load: () => import('../parameters/ParametersPage'), feature: 'parameters' },
  fondo_de_pension: { load: () => import('../parameters/PensionFundsPage'), feature: 'pension-funds' },
  pago_por_especialidad: {
    load: () => import('../parameters/SpecialtyPayPage'),
    feature: 'specialty-pay',
  },
  trabajador: { load: () => import('../workers/WorkersPage'), feature: 'workers' },
  semana_de_pesca: { load: () => import('../fishing-weeks/FishingWeeksPage'), feature: 'fishing-weeks' },
  reporte_de_planilla: {
    load: () => import('../payroll-report/PayrollReportPage'),
    feature: 'payroll-report',
  },
  vacaciones_gratificaciones_cts: { load: () => import('../months/MonthsPage'), feature: 'months' },
  noticia: { load: () => import('../news/NewsPage'), feature: 'news' },
  acerca: { load: () => import('../about/AboutPage') },
  usuario: { load: () => import('../admin/users/UsersPage'), feature: 'admin' },
  rol: { load: () => import('../admin/roles/RolesPage'), feature: 'admin' },
  auditoria: { load: () => import('../admin/audit/AuditPage'), feature: 'admin' },
  vacio: { load: () => import('./EmptyPage') },
};
