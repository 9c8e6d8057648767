import { describe, expect, it } from 'vitest';
import { menuShortcuts } from '../../../src/domain/dashboard/shortcuts';
import { buildMenuTree } from '../../../src/domain/menu/menu-tree';
import type { PermissionEntry } from '../../../src/domain/menu/permission-entry';

const entry = (
  grupo: string,
  nombre: string,
  path: string,
  subgrupo: string | null = null,
): PermissionEntry => ({
  grupo,
  subgrupo,
  subgrupo_icon: subgrupo ? 'Folder' : null,
  nombre,
  icon: 'Badge',
  path,
});

describe('the dashboard shortcuts of a menu', () => {
  it('lists every module in menu order with its group, sub-groups flattened, without the dashboard', () => {
    const tree = buildMenuTree([
      entry('Inicio', 'Inicio', '/'),
      entry('Planillas', 'Semanas', '/semana', 'Pesca'),
      entry('Planillas', 'Trabajadores', '/trabajador'),
      entry('Planillas', 'Meses', '/mes', 'Pesca'),
      entry('Seguridad', 'Usuarios', '/usuario'),
    ]);
    expect(menuShortcuts(tree)).toEqual([
      { label: 'Semanas', icon: 'Badge', path: '/semana', group: 'Planillas' },
      { label: 'Meses', icon: 'Badge', path: '/mes', group: 'Planillas' },
      { label: 'Trabajadores', icon: 'Badge', path: '/trabajador', group: 'Planillas' },
      { label: 'Usuarios', icon: 'Badge', path: '/usuario', group: 'Seguridad' },
    ]);
  });

  it('is empty for a menu with only the dashboard', () => {
    expect(menuShortcuts(buildMenuTree([entry('Inicio', 'Inicio', '/')]))).toEqual([]);
  });
});
