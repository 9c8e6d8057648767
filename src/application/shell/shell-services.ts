import type { LayoutService } from '../layout/layout-service';
import type { BuildMenu } from '../menu/build-menu';

/** The shell's stateful services, created together when the shell first shows. */
export interface ShellServices {
  readonly buildMenu: BuildMenu;
  readonly layout: LayoutService;
}

/**
 * Loads the shell's services with their code on first use and gives the same ones afterwards, so the
 * sign-in page does not download the menu and layout code. Rejects when the code cannot be loaded.
 */
export interface ShellServicesLoader {
  load(): Promise<ShellServices>;
}
export const ShellServicesLoader = Symbol.for('ShellServicesLoader');
