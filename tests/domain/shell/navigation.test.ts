import { describe, expect, it } from 'vitest';
import { anchorId, isSameUrlNavigation } from '../../../src/domain/shell/navigation';
import {
  isPermissionAction,
  PERMISSION_ACTIONS,
  SHELL_ROUTES,
  shellRoutePath,
} from '../../../src/domain/shell/modules';

const at = (pathname: string, key: string, search = '', hash = '') => ({ pathname, search, hash, key });

describe('isSameUrlNavigation', () => {
  it('is true for a new navigation to exactly the same URL', () => {
    expect(isSameUrlNavigation(at('/uit', 'a'), at('/uit', 'b'))).toBe(true);
    expect(isSameUrlNavigation(at('/uit', 'a', '?p=1', '#x'), at('/uit', 'b', '?p=1', '#x'))).toBe(true);
  });
  it('is false for the same location (a re-render) and for another URL', () => {
    expect(isSameUrlNavigation(at('/uit', 'a'), at('/uit', 'a'))).toBe(false);
    expect(isSameUrlNavigation(at('/uit', 'a'), at('/rol', 'b'))).toBe(false);
    expect(isSameUrlNavigation(at('/uit', 'a'), at('/uit', 'b', '?p=2'))).toBe(false);
    expect(isSameUrlNavigation(at('/uit', 'a'), at('/uit', 'b', '', '#resumen'))).toBe(false);
  });
});

describe('anchorId', () => {
  it.each([
    ['', null],
    ['#', null],
    ['#resumen', 'resumen'],
    ['#a%C3%B1o', 'año'],
    ['#%E0%A4%A', '%E0%A4%A'],
  ])('%j → %j', (hash, id) => {
    expect(anchorId(hash)).toBe(id);
  });
});

describe('the shell routes', () => {
  it('are the routes of the specification, each once', () => {
    expect(SHELL_ROUTES.map((r) => r.path)).toEqual([
      '',
      'trabajador',
      'empresa',
      'embarcacion',
      'semana_de_pesca',
      'cargo',
      'especie',
      'tipo_de_pesca',
      'fabrica',
      'pago_por_especialidad',
      'fondo_de_pension',
      'uit',
      'reporte_de_planilla',
      'vacaciones_gratificaciones_cts',
      'noticia',
      'acerca',
      'usuario',
      'rol',
      'vacio',
      'auditoria',
      'mis_boletas',
    ]);
    expect(new Set(SHELL_ROUTES.map((r) => r.code)).size).toBe(SHELL_ROUTES.length);
    expect(shellRoutePath(SHELL_ROUTES[0]!)).toBe('/');
  });

  it('know the six actions', () => {
    expect(PERMISSION_ACTIONS).toEqual(['ver', 'crear', 'editar', 'eliminar', 'exportar', 'aprobar']);
    expect(isPermissionAction('ver')).toBe(true);
    expect(isPermissionAction('borrar')).toBe(false);
  });
});
