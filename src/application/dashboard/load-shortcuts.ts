import { menuShortcuts, type Shortcut } from '../../domain/dashboard/shortcuts';
import type { ShellServicesLoader } from '../shell/shell-services';

export type { Shortcut };

/**
 * The dashboard's shortcuts (`menuShortcuts`): the modules of the user's menu, in menu order, without
 * the dashboard itself. The menu already read for the shell is used when there is one.
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
    return menuShortcuts(menu.tree);
  }
}
