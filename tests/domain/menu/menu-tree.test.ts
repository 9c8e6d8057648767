import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { activeTrail, buildMenuTree, isActivePath, menuItems } from '../../../src/domain/menu/menu-tree';
import type { PermissionEntry } from '../../../src/domain/menu/permission-entry';

const e = (
  grupo: string,
  nombre: string,
  path: string,
  subgrupo: string | null = null,
  subIcon: string | null = null,
): PermissionEntry => ({
  grupo,
  subgrupo,
  subgrupo_icon: subIcon,
  nombre,
  icon: `${nombre}Icon`,
  path,
});

describe('buildMenuTree', () => {
  it('groups entries by grupo, then by subgrupo, in order of first appearance', () => {
    const tree = buildMenuTree([
      e('Inicio', 'Inicio', '/'),
      e('Maestros', 'Empresas', '/empresa', 'Empresa', 'Business'),
      e('Maestros', 'Especies', '/especie', 'Pesca', 'Phishing'),
      e('Maestros', 'Fábricas', '/fabrica', 'Empresa', 'Business'),
      e('Planillas', 'Reporte', '/reporte_de_planilla'),
      e('Maestros', 'Suelto', '/suelto'),
    ]);
    expect(tree).toEqual([
      {
        kind: 'group',
        key: 'g:Inicio',
        label: 'Inicio',
        children: [{ kind: 'item', key: 'i:/', label: 'Inicio', icon: 'InicioIcon', path: '/' }],
      },
      {
        kind: 'group',
        key: 'g:Maestros',
        label: 'Maestros',
        children: [
          {
            kind: 'subgroup',
            key: 's:Maestros/Empresa',
            label: 'Empresa',
            icon: 'Business',
            items: [
              { kind: 'item', key: 'i:/empresa', label: 'Empresas', icon: 'EmpresasIcon', path: '/empresa' },
              { kind: 'item', key: 'i:/fabrica', label: 'Fábricas', icon: 'FábricasIcon', path: '/fabrica' },
            ],
          },
          {
            kind: 'subgroup',
            key: 's:Maestros/Pesca',
            label: 'Pesca',
            icon: 'Phishing',
            items: [
              { kind: 'item', key: 'i:/especie', label: 'Especies', icon: 'EspeciesIcon', path: '/especie' },
            ],
          },
          { kind: 'item', key: 'i:/suelto', label: 'Suelto', icon: 'SueltoIcon', path: '/suelto' },
        ],
      },
      {
        kind: 'group',
        key: 'g:Planillas',
        label: 'Planillas',
        children: [
          {
            kind: 'item',
            key: 'i:/reporte_de_planilla',
            label: 'Reporte',
            icon: 'ReporteIcon',
            path: '/reporte_de_planilla',
          },
        ],
      },
    ]);
  });

  it('takes the subgroup icon from the first entry that has one', () => {
    const tree = buildMenuTree([e('G', 'A', '/a', 'S', null), e('G', 'B', '/b', 'S', 'Folder')]);
    expect(tree[0]?.children[0]).toMatchObject({ kind: 'subgroup', icon: 'Folder' });
  });

  it('gives an empty menu for no entries', () => {
    expect(buildMenuTree([])).toEqual([]);
  });

  it('keeps every distinct path exactly once and the order of the list (property)', () => {
    const arbEntry = fc.record({
      grupo: fc.constantFrom('A', 'B', 'C'),
      subgrupo: fc.option(fc.constantFrom('x', 'y'), { nil: null }),
      subgrupo_icon: fc.constant(null),
      nombre: fc.string({ minLength: 1, maxLength: 5 }),
      icon: fc.constant('Circle'),
      path: fc.constantFrom('/a', '/b', '/c', '/d', '/e', '/f', '/g'),
    });
    fc.assert(
      fc.property(fc.array(arbEntry, { maxLength: 20 }), (entries) => {
        const tree = buildMenuTree(entries);
        const paths = menuItems(tree).map((i) => i.path);
        expect(new Set(paths).size).toBe(paths.length);
        expect(new Set(paths)).toEqual(new Set(entries.map((x) => x.path)));
        // Groups appear in the order of their first entry (a repeated path keeps its first entry).
        const firstOfEachPath = entries.filter((x, i) => entries.findIndex((y) => y.path === x.path) === i);
        expect(tree.map((g) => g.label)).toEqual([...new Set(firstOfEachPath.map((x) => x.grupo))]);
        // Building twice gives the same menu (stable).
        expect(buildMenuTree(entries)).toEqual(tree);
      }),
    );
  });
});

describe('isActivePath', () => {
  it.each([
    ['/trabajador', '/trabajador', true],
    ['/trabajador', '/trabajador/15', true],
    ['/trabajador', '/trabajador?page=2#fila', true],
    ['/trabajador', '/trabajadores', false],
    ['/', '/', true],
    ['/', '/trabajador', false],
    ['', '/', true],
  ])('%s is active at %s: %s', (item, current, expected) => {
    expect(isActivePath(item, current)).toBe(expected);
  });
});

describe('activeTrail', () => {
  const tree = buildMenuTree([
    e('Inicio', 'Inicio', '/'),
    e('Maestros', 'Especies', '/especie', 'Pesca', 'Phishing'),
  ]);
  it('names the group, the subgroup and the item of the current page', () => {
    expect(activeTrail(tree, '/especie')).toEqual(['g:Maestros', 's:Maestros/Pesca', 'i:/especie']);
    expect(activeTrail(tree, '/')).toEqual(['g:Inicio', 'i:/']);
  });
  it('is empty for a page outside the menu', () => {
    expect(activeTrail(tree, '/rol')).toEqual([]);
  });
});
