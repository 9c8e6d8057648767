import { menuItems, type MenuTree } from '../menu/menu-tree';
import { normalizeMenuPath } from '../menu/permission-entry';

/** A module the user may open, as the dashboard offers it. */
export interface Shortcut {
  readonly label: string;
  readonly icon: string;
  readonly path: string;
  /** The menu group it belongs to. */
  readonly group: string;
}

/**
 * The dashboard's shortcuts: the modules of the user's menu (their `ver` permissions), in menu order,
 * without the dashboard itself. Shared by the dashboard and its prerendered frame, so both draw the
 * same grid from the same menu.
 */
export function menuShortcuts(tree: MenuTree): Shortcut[] {
  const out: Shortcut[] = [];
  for (const group of tree) {
    for (const item of menuItems([group])) {
      if (normalizeMenuPath(item.path) === '/') continue;
      out.push({ label: item.label, icon: item.icon, path: item.path, group: group.label });
    }
  }
  return out;
}
