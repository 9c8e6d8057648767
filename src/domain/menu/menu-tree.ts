import { normalizeMenuPath, type PermissionEntry } from './permission-entry';

/** A link of the side menu. */
export interface MenuItem {
  readonly kind: 'item';
  /** Unique in the tree. */
  readonly key: string;
  readonly label: string;
  readonly icon: string;
  readonly path: string;
}

/** A sub-group inside a group, with its own icon and links. */
export interface MenuSubgroup {
  readonly kind: 'subgroup';
  readonly key: string;
  readonly label: string;
  readonly icon: string | null;
  readonly items: readonly MenuItem[];
}

/** A top-level group of the side menu. */
export interface MenuGroup {
  readonly kind: 'group';
  readonly key: string;
  readonly label: string;
  readonly children: readonly (MenuItem | MenuSubgroup)[];
}

export type MenuTree = readonly MenuGroup[];

const groupKey = (grupo: string) => `g:${grupo}`;
const subgroupKey = (grupo: string, subgrupo: string) => `s:${grupo}/${subgrupo}`;

/**
 * Builds the side menu from the permissions list: entries grouped by grupo, then by subgrupo when it
 * has one. Order is the order of first appearance in the list (the backend orders by group, then
 * module), so the menu reads the same on every load.
 */
export function buildMenuTree(entries: readonly PermissionEntry[]): MenuTree {
  interface MutableGroup {
    label: string;
    children: (
      MenuItem | { kind: 'subgroup'; key: string; label: string; icon: string | null; items: MenuItem[] }
    )[];
    subgroups: Map<
      string,
      { kind: 'subgroup'; key: string; label: string; icon: string | null; items: MenuItem[] }
    >;
  }
  const groups = new Map<string, MutableGroup>();
  const seenPaths = new Set<string>();
  for (const entry of entries) {
    const path = normalizeMenuPath(entry.path);
    if (seenPaths.has(path)) continue;
    seenPaths.add(path);
    let group = groups.get(entry.grupo);
    if (!group) {
      group = { label: entry.grupo, children: [], subgroups: new Map() };
      groups.set(entry.grupo, group);
    }
    const item: MenuItem = { kind: 'item', key: `i:${path}`, label: entry.nombre, icon: entry.icon, path };
    if (entry.subgrupo) {
      let subgroup = group.subgroups.get(entry.subgrupo);
      if (!subgroup) {
        subgroup = {
          kind: 'subgroup',
          key: subgroupKey(entry.grupo, entry.subgrupo),
          label: entry.subgrupo,
          icon: entry.subgrupo_icon,
          items: [],
        };
        group.subgroups.set(entry.subgrupo, subgroup);
        group.children.push(subgroup);
      }
      subgroup.icon ??= entry.subgrupo_icon;
      subgroup.items.push(item);
    } else {
      group.children.push(item);
    }
  }
  return [...groups.entries()].map(([grupo, g]) => ({
    kind: 'group',
    key: groupKey(grupo),
    label: g.label,
    children: g.children.map((c) => (c.kind === 'item' ? c : { ...c, items: [...c.items] })),
  }));
}

/** Whether a menu link is the current page: the same path, or a page below it ('/' only matches itself). */
export function isActivePath(itemPath: string, currentPath: string): boolean {
  const item = normalizeMenuPath(itemPath);
  const current = normalizeMenuPath(currentPath.split(/[?#]/)[0] ?? '');
  if (item === '/') return current === '/';
  return current === item || current.startsWith(`${item}/`);
}

/** The keys of the active item and of the group and sub-group holding it (empty when none is active). */
export function activeTrail(tree: MenuTree, currentPath: string): string[] {
  for (const group of tree) {
    for (const child of group.children) {
      if (child.kind === 'item') {
        if (isActivePath(child.path, currentPath)) return [group.key, child.key];
      } else {
        const item = child.items.find((i) => isActivePath(i.path, currentPath));
        if (item) return [group.key, child.key, item.key];
      }
    }
  }
  return [];
}

/** Every link of the tree, in menu order. */
export function menuItems(tree: MenuTree): MenuItem[] {
  return tree.flatMap((g) => g.children.flatMap((c) => (c.kind === 'item' ? [c] : [...c.items])));
}
