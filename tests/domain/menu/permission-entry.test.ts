import { describe, expect, it } from 'vitest';
import {
  groupsOf,
  normalizeMenuPath,
  parsePermissionEntries,
  type PermissionEntry,
} from '../../../src/domain/menu/permission-entry';

const entry = (overrides: Partial<PermissionEntry> = {}): PermissionEntry => ({
  grupo: 'Planillas',
  subgrupo: null,
  subgrupo_icon: null,
  nombre: 'Reporte de planilla',
  icon: 'Assessment',
  path: '/reporte_de_planilla',
  ...overrides,
});

describe('parsePermissionEntries', () => {
  it('accepts a list of complete entries as they are', () => {
    const list = [
      entry(),
      entry({ nombre: 'Especies', path: '/especie', subgrupo: 'Pesca', subgrupo_icon: 'SetMeal' }),
    ];
    expect(parsePermissionEntries(list)).toEqual({ ok: true, value: list });
  });

  it('accepts an empty list (a user without modules)', () => {
    expect(parsePermissionEntries([])).toEqual({ ok: true, value: [] });
  });

  it.each([
    ['null', null],
    ['an object', { data: [] }],
    ['a string', '[]'],
  ])('refuses %s', (_name, input) => {
    const result = parsePermissionEntries(input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.detail).toBe('la respuesta no es una lista');
  });

  it('refuses the whole list when one entry is incomplete, naming what is missing', () => {
    const result = parsePermissionEntries([
      entry(),
      { grupo: 'Planillas', icon: 'x', subgrupo: null, subgrupo_icon: null },
    ]);
    expect(result).toEqual({
      ok: false,
      error: { kind: 'invalid-permissions', detail: 'la entrada 1 no tiene nombre, path válido' },
    });
  });

  it('refuses entries that are not objects and fields of the wrong type', () => {
    expect(parsePermissionEntries([1]).ok).toBe(false);
    expect(parsePermissionEntries([{ ...entry(), grupo: 3 }]).ok).toBe(false);
    expect(parsePermissionEntries([{ ...entry(), subgrupo: 7 }]).ok).toBe(false);
    expect(parsePermissionEntries([{ ...entry(), nombre: '   ' }]).ok).toBe(false);
  });

  it('tolerates a missing subgroup, icon or subgroup icon, and drops the icon of a missing subgroup', () => {
    const { subgrupo: _s, subgrupo_icon: _si, ...bare } = entry();
    const result = parsePermissionEntries([
      { ...bare, icon: null },
      { ...entry({ path: '/uit' }), subgrupo_icon: 'Paid' },
    ]);
    expect(result).toEqual({
      ok: true,
      value: [
        { ...entry(), icon: '' },
        { ...entry({ path: '/uit' }), subgrupo_icon: null },
      ],
    });
  });

  it('normalises paths and keeps the first entry of a repeated path', () => {
    const result = parsePermissionEntries([
      entry({ path: 'trabajador' }),
      entry({ path: '/trabajador/', nombre: 'Otra' }),
      entry({ path: '' }),
    ]);
    expect(result.ok && result.value.map((e) => [e.path, e.nombre])).toEqual([
      ['/trabajador', 'Reporte de planilla'],
      ['/', 'Reporte de planilla'],
    ]);
  });
});

describe('normalizeMenuPath', () => {
  it.each([
    ['', '/'],
    ['/', '/'],
    ['uit', '/uit'],
    ['//uit//', '/uit'],
    [' /rol ', '/rol'],
    ['https://example.com/x', 'https://example.com/x'],
  ])('%j → %j', (input, expected) => {
    expect(normalizeMenuPath(input)).toBe(expected);
  });
});

describe('groupsOf', () => {
  it('lists each group once, in order of appearance', () => {
    expect(
      groupsOf([entry({ grupo: 'B' }), entry({ grupo: 'A' }), entry({ grupo: 'B' }), entry({ grupo: 'C' })]),
    ).toEqual(['B', 'A', 'C']);
  });
});
