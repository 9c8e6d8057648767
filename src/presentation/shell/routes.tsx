import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { ShellLoading, ShellRouteError } from './ShellFallbacks';

/** A lazily loaded page: each screen is its own chunk. */
const page =
  (load: () => Promise<{ default: ComponentType }>): RouteObject['lazy'] =>
  async () => ({ Component: (await load()).default });

/**
 * Every screen inside the shell, at the paths of the specification (src/domain/shell/modules.ts lists
 * the same paths; tests check they agree).
 */
export const shellPageRoutes: RouteObject[] = [
  { index: true, lazy: page(() => import('../pages/dashboard/DashboardPage')) },
  { path: 'trabajador', lazy: page(() => import('../pages/trabajador/TrabajadorPage')) },
  { path: 'empresa', lazy: page(() => import('../pages/empresa/EmpresaPage')) },
  { path: 'embarcacion', lazy: page(() => import('../pages/embarcacion/EmbarcacionPage')) },
  { path: 'semana_de_pesca', lazy: page(() => import('../pages/semana-de-pesca/SemanaDePescaPage')) },
  { path: 'cargo', lazy: page(() => import('../pages/cargo/CargoPage')) },
  { path: 'especie', lazy: page(() => import('../pages/especie/EspeciePage')) },
  { path: 'tipo_de_pesca', lazy: page(() => import('../pages/tipo-de-pesca/TipoDePescaPage')) },
  { path: 'fabrica', lazy: page(() => import('../pages/fabrica/FabricaPage')) },
  {
    path: 'pago_por_especialidad',
    lazy: page(() => import('../pages/pago-por-especialidad/PagoPorEspecialidadPage')),
  },
  { path: 'fondo_de_pension', lazy: page(() => import('../pages/fondo-de-pension/FondoDePensionPage')) },
  { path: 'uit', lazy: page(() => import('../pages/uit/UitPage')) },
  {
    path: 'reporte_de_planilla',
    lazy: page(() => import('../pages/reporte-de-planilla/ReporteDePlanillaPage')),
  },
  {
    path: 'vacaciones_gratificaciones_cts',
    lazy: page(() => import('../pages/vacaciones-gratificaciones-cts/VacacionesGratificacionesCtsPage')),
  },
  { path: 'noticia', lazy: page(() => import('../pages/noticia/NoticiaPage')) },
  { path: 'acerca', lazy: page(() => import('../pages/acerca/AcercaPage')) },
  { path: 'usuario', lazy: page(() => import('../pages/usuario/UsuarioPage')) },
  { path: 'rol', lazy: page(() => import('../pages/rol/RolPage')) },
  { path: 'vacio', lazy: page(() => import('../pages/vacio/VacioPage')) },
  { path: 'auditoria', lazy: page(() => import('../pages/auditoria/AuditoriaPage')) },
];

/**
 * The routes inside the shell, rendered at '/' inside the sign-in guard: the shell layout (its own
 * lazily loaded chunk: top bar, menu, footer, configuration) with every page as its child.
 */
export const shellRoutes: RouteObject[] = [
  {
    id: 'shell',
    lazy: async () => ({ Component: (await import('./ShellLayout')).ShellLayout }),
    HydrateFallback: ShellLoading,
    ErrorBoundary: ShellRouteError,
    children: shellPageRoutes,
  },
];
