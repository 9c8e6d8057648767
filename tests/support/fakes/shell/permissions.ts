import type { PermissionEntry } from '../../../../src/domain/menu/permission-entry';

const entry = (
  grupo: string,
  nombre: string,
  icon: string,
  path: string,
  subgrupo: string | null = null,
  subgrupo_icon: string | null = null,
): PermissionEntry => ({ grupo, subgrupo, subgrupo_icon, nombre, icon, path });

/** A small menu: three groups, one with a sub-group. */
export const samplePermissions: PermissionEntry[] = [
  entry('Inicio', 'Inicio', 'Dashboard', '/'),
  entry('Maestros', 'Trabajadores', 'Badge', '/trabajador', 'Empresa', 'Business'),
  entry('Maestros', 'Empresas', 'Business', '/empresa', 'Empresa', 'Business'),
  entry('Maestros', 'Especies', 'SetMeal', '/especie', 'Pesca', 'Phishing'),
  entry('Planillas', 'Reporte de planilla', 'Assessment', '/reporte_de_planilla'),
];

/** Every module of the product, grouped as the backend seeds them (a long menu with sub-groups). */
export const allPermissions: PermissionEntry[] = [
  entry('Inicio', 'Inicio', 'Dashboard', '/'),
  entry('Inicio', 'Noticias', 'Campaign', '/noticia'),
  entry('Maestros', 'Empresas', 'Business', '/empresa', 'Empresa', 'Business'),
  entry('Maestros', 'Fábricas', 'Factory', '/fabrica', 'Empresa', 'Business'),
  entry('Maestros', 'Cargos', 'Engineering', '/cargo', 'Empresa', 'Business'),
  entry('Maestros', 'Trabajadores', 'Badge', '/trabajador', 'Empresa', 'Business'),
  entry('Maestros', 'Embarcaciones', 'DirectionsBoat', '/embarcacion', 'Pesca', 'Phishing'),
  entry('Maestros', 'Especies', 'SetMeal', '/especie', 'Pesca', 'Phishing'),
  entry('Maestros', 'Tipos de pesca', 'Phishing', '/tipo_de_pesca', 'Pesca', 'Phishing'),
  entry('Parámetros', 'Pago por especialidad', 'Paid', '/pago_por_especialidad'),
  entry('Parámetros', 'Fondos de pensión', 'Savings', '/fondo_de_pension'),
  entry('Parámetros', 'UIT', 'Calculate', '/uit'),
  entry('Planillas', 'Semanas de pesca', 'DateRange', '/semana_de_pesca'),
  entry('Planillas', 'Reporte de planilla', 'Assessment', '/reporte_de_planilla'),
  entry('Planillas', 'Vacaciones, gratificaciones y CTS', 'BeachAccess', '/vacaciones_gratificaciones_cts'),
  entry('Seguridad', 'Usuarios', 'People', '/usuario'),
  entry('Seguridad', 'Roles', 'AdminPanelSettings', '/rol'),
  entry('Ayuda', 'Acerca de', 'Info', '/acerca'),
  entry('Ayuda', 'Página vacía', 'CropFree', '/vacio'),
];
