import { BehaviorSubject, distinctUntilChanged, map, Subject, type Observable } from 'rxjs';
import {
  changeLayoutConfig,
  parseLayoutConfig,
  type LayoutConfig,
  type LayoutConfigChange,
} from '../../domain/layout/layout-config';
import {
  hideConfigSidebar,
  hideMenu,
  hideProfileSidebar,
  INITIAL_LAYOUT_STATE,
  isDesktopWidth,
  onMenuModeChange,
  onNavigation,
  setMenuHover,
  showConfigSidebar,
  toggleMenu,
  toggleProfileSidebar,
  type LayoutState,
  type LayoutTransition,
} from '../../domain/layout/layout-state';
import type { Logger } from '../ports/logger';
import type { LayoutApplier, LayoutConfigStore, Viewport } from './ports';

const sameFields = <T extends object>(a: T, b: T): boolean =>
  (Object.keys(a) as (keyof T)[]).every((key) => a[key] === b[key]);

export interface Layout {
  readonly config: LayoutConfig;
  readonly state: LayoutState;
}

/**
 * The shell's layout: the persisted configuration and the panels' state, with their transitions.
 * One per application. The stored configuration is read and applied synchronously on creation, so
 * the first paint already has the chosen scale and theme.
 */
export class LayoutService {
  private readonly subject: BehaviorSubject<Layout>;
  private readonly overlayOpened = new Subject<void>();
  readonly layout$: Observable<Layout>;
  /** Emits when the overlay or mobile menu, or the profile panel, opens. */
  readonly overlayOpen$: Observable<void> = this.overlayOpened.asObservable();
  /** Whether the window is a desktop one (wider than 991 px), as it changes. */
  readonly desktop$: Observable<boolean>;

  constructor(
    private readonly store: LayoutConfigStore,
    private readonly applier: LayoutApplier,
    private readonly viewport: Viewport,
    private readonly logger: Logger,
  ) {
    let stored: unknown = null;
    try {
      stored = store.load();
    } catch (error) {
      logger.warn('No se pudo leer la configuración de la interfaz; se usan los valores por defecto.', error);
    }
    const config = parseLayoutConfig(stored);
    this.subject = new BehaviorSubject<Layout>({ config, state: INITIAL_LAYOUT_STATE });
    this.layout$ = this.subject.asObservable();
    this.desktop$ = viewport.width$.pipe(map(isDesktopWidth), distinctUntilChanged());
    this.apply(config);
  }

  get layout(): Layout {
    return this.subject.getValue();
  }

  isDesktop(): boolean {
    return isDesktopWidth(this.viewport.width());
  }

  toggleMenu(): void {
    const { config, state } = this.layout;
    this.transition(toggleMenu(state, config, this.isDesktop()));
  }

  toggleProfileSidebar(): void {
    this.transition(toggleProfileSidebar(this.layout.state));
  }

  showConfigSidebar(): void {
    this.setState(showConfigSidebar(this.layout.state));
  }

  hideConfigSidebar(): void {
    this.setState(hideConfigSidebar(this.layout.state));
  }

  /** Closes the floating menus (mask click, Escape, a change between desktop and mobile). */
  hideMenu(): void {
    this.setState(hideMenu(this.layout.state));
  }

  hideProfileSidebar(): void {
    this.setState(hideProfileSidebar(this.layout.state));
  }

  setMenuHover(active: boolean): void {
    this.setState(setMenuHover(this.layout.state, active));
  }

  /** Every navigation closes the menu and profile panels. */
  navigated(): void {
    this.setState(onNavigation(this.layout.state));
  }

  /** Applies, persists and publishes a configuration change. */
  changeConfig(change: LayoutConfigChange): void {
    const before = this.layout;
    const config = changeLayoutConfig(before.config, change);
    if (sameFields(config, before.config)) return;
    const state = config.menuMode !== before.config.menuMode ? onMenuModeChange(before.state) : before.state;
    this.apply(config);
    this.subject.next({ config, state });
    try {
      this.store.save(config);
    } catch (error) {
      this.logger.warn('No se pudo guardar la configuración de la interfaz en este navegador.', error);
    }
  }

  private apply(config: LayoutConfig): void {
    try {
      this.applier.apply(config);
    } catch (error) {
      this.logger.warn('No se pudo aplicar la configuración de la interfaz.', error);
    }
  }

  private transition({ state, events }: LayoutTransition): void {
    this.setState(state);
    if (events.includes('overlay-open')) this.overlayOpened.next();
  }

  private setState(state: LayoutState): void {
    const current = this.layout;
    if (sameFields(state, current.state)) return;
    this.subject.next({ config: current.config, state });
  }
}
