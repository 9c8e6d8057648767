import { skip, type Observable } from 'rxjs';
import type { Layout, LayoutService } from '../../../application/layout/layout-service';
import type { LayoutConfig, LayoutConfigChange } from '../../../domain/layout/layout-config';
import { menuPresentation, type MenuPresentation } from '../../../domain/layout/layout-state';
import { Presenter } from '../../core/presenter';

export interface LayoutViewState {
  readonly kind: 'ready';
  readonly config: LayoutConfig;
  readonly desktop: boolean;
  readonly menu: MenuPresentation;
  readonly profileOpen: boolean;
  readonly configOpen: boolean;
}

const viewOf = (layout: Layout, desktop: boolean): LayoutViewState => ({
  kind: 'ready',
  config: layout.config,
  desktop,
  menu: menuPresentation(layout.state, layout.config, desktop),
  profileOpen: layout.state.profileSidebarVisible,
  configOpen: layout.state.configSidebarVisible,
});

/**
 * The shell's panels and configuration for the views. The state is complete on creation (read
 * synchronously from the layout service), so the first render already has the chosen theme and scale.
 */
export class LayoutPresenter extends Presenter<LayoutViewState> {
  /** An overlay (floating menu or profile panel) has just opened. */
  readonly overlayOpen$: Observable<void>;

  constructor(private readonly layout: LayoutService) {
    super(viewOf(layout.layout, layout.isDesktop()));
    this.overlayOpen$ = layout.overlayOpen$;
  }

  protected override onAttach(): void {
    // Catch up with changes made while detached, then follow.
    this.publish();
    this.whileAttached(this.layout.layout$.subscribe(() => this.publish()));
    this.whileAttached(
      this.layout.desktop$.pipe(skip(1)).subscribe(() => {
        // Between desktop and mobile the floating menus start closed.
        this.layout.hideMenu();
        this.layout.hideProfileSidebar();
        this.publish();
      }),
    );
  }

  toggleMenu(): void {
    this.layout.toggleMenu();
  }

  closeMenu(): void {
    this.layout.hideMenu();
  }

  toggleProfile(): void {
    this.layout.toggleProfileSidebar();
  }

  closeProfile(): void {
    this.layout.hideProfileSidebar();
  }

  openConfig(): void {
    this.layout.showConfigSidebar();
  }

  closeConfig(): void {
    this.layout.hideConfigSidebar();
  }

  setMenuHover(active: boolean): void {
    this.layout.setMenuHover(active);
  }

  /** Every navigation closes the menu and profile panels. */
  navigated(): void {
    this.layout.navigated();
  }

  change(change: LayoutConfigChange): void {
    this.layout.changeConfig(change);
  }

  private publish(): void {
    const next = viewOf(this.layout.layout, this.layout.isDesktop());
    const current = this.state;
    const same =
      current.config === next.config &&
      current.desktop === next.desktop &&
      current.menu.placement === next.menu.placement &&
      current.menu.visible === next.menu.visible &&
      current.profileOpen === next.profileOpen &&
      current.configOpen === next.configOpen;
    if (!same) this.setState(next);
  }
}
