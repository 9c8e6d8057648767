import { menuItems, type MenuItem } from '../../domain/menu/menu-tree';
import { normalizeMenuPath } from '../../domain/menu/permission-entry';
import type { ShellServicesLoader } from '../shell/shell-services';

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
 * without the dashboard itself. The menu already read for the shell is used when there is one.
 */
export class LoadShortcuts {
  constructor(private readonly loader: ShellServicesLoader) {}

  async execute(): Promise<Shortcut[] | null> {
    const { buildMenu } = await this.loader.load();
    let menu = buildMenu.cached();
    if (!menu) {
      const result = await buildMenu.refresh();
      if (!result.ok) return null;
      menu = result.value;
    }
    const out: Shortcut[] = [];
    for (const group of menu.tree) {
      const items: MenuItem[] = menuItems([group]);
      for (const item of items) {
        if (normalizeMenuPath(item.path) === '/') continue;
        out.push({ label: item.label, icon: item.icon, path: item.path, group: group.label });
      }
    }
    return out;
  }
}
