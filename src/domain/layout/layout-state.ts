import type { LayoutConfig } from './layout-config';

/** Desktop means a window wider than 991 pixels; narrower is mobile. */
export const DESKTOP_MIN_WIDTH_EXCLUSIVE = 991;
export const isDesktopWidth = (width: number): boolean => width > DESKTOP_MIN_WIDTH_EXCLUSIVE;

/** The shell's panels: which are open right now (not persisted). */
export interface LayoutState {
  readonly staticMenuDesktopInactive: boolean;
  readonly overlayMenuActive: boolean;
  readonly profileSidebarVisible: boolean;
  readonly configSidebarVisible: boolean;
  readonly staticMenuMobileActive: boolean;
  readonly menuHoverActive: boolean;
}

export const INITIAL_LAYOUT_STATE: LayoutState = {
  staticMenuDesktopInactive: false,
  overlayMenuActive: false,
  profileSidebarVisible: false,
  configSidebarVisible: false,
  staticMenuMobileActive: false,
  menuHoverActive: false,
};

/** What a transition announces: an overlay (floating menu or profile panel) has just opened. */
export type LayoutEvent = 'overlay-open';

export interface LayoutTransition {
  readonly state: LayoutState;
  readonly events: readonly LayoutEvent[];
}

/**
 * The menu toggle. In overlay mode it flips the overlay menu; on desktop it flips the static menu's
 * inactive flag; on mobile it flips the mobile menu's active flag. Opening the overlay or the mobile
 * menu announces 'overlay-open'.
 */
export function toggleMenu(state: LayoutState, config: LayoutConfig, desktop: boolean): LayoutTransition {
  let next = state;
  const events: LayoutEvent[] = [];
  if (config.menuMode === 'overlay') {
    next = { ...next, overlayMenuActive: !next.overlayMenuActive };
    if (next.overlayMenuActive) events.push('overlay-open');
  }
  if (desktop) {
    next = { ...next, staticMenuDesktopInactive: !next.staticMenuDesktopInactive };
  } else {
    next = { ...next, staticMenuMobileActive: !next.staticMenuMobileActive };
    if (next.staticMenuMobileActive) events.push('overlay-open');
  }
  return { state: next, events: [...new Set(events)] };
}

/** The profile-menu toggle (small screens): flips the panel, announcing 'overlay-open' when it opens. */
export function toggleProfileSidebar(state: LayoutState): LayoutTransition {
  const profileSidebarVisible = !state.profileSidebarVisible;
  return {
    state: { ...state, profileSidebarVisible },
    events: profileSidebarVisible ? ['overlay-open'] : [],
  };
}

export function showConfigSidebar(state: LayoutState): LayoutState {
  return { ...state, configSidebarVisible: true };
}

export function hideConfigSidebar(state: LayoutState): LayoutState {
  return { ...state, configSidebarVisible: false };
}

/** Closes the floating menus (overlay and mobile) and the hover state. */
export function hideMenu(state: LayoutState): LayoutState {
  return { ...state, overlayMenuActive: false, staticMenuMobileActive: false, menuHoverActive: false };
}

export function hideProfileSidebar(state: LayoutState): LayoutState {
  return { ...state, profileSidebarVisible: false };
}

/** Every navigation closes the menu and profile panels. */
export function onNavigation(state: LayoutState): LayoutState {
  return hideProfileSidebar(hideMenu(state));
}

/** A change of menu mode starts from a clean menu: floating menus closed, the static menu shown. */
export function onMenuModeChange(state: LayoutState): LayoutState {
  return { ...hideMenu(state), staticMenuDesktopInactive: false };
}

export function setMenuHover(state: LayoutState, active: boolean): LayoutState {
  return { ...state, menuHoverActive: active };
}

/** How the side menu shows, derived from the flags, the mode and the window. */
export interface MenuPresentation {
  /** 'docked': beside the content, pushing it; 'floating': above the content with a mask. */
  readonly placement: 'docked' | 'floating';
  readonly visible: boolean;
}

export function menuPresentation(
  state: LayoutState,
  config: LayoutConfig,
  desktop: boolean,
): MenuPresentation {
  if (!desktop) {
    return { placement: 'floating', visible: state.staticMenuMobileActive || state.overlayMenuActive };
  }
  if (config.menuMode === 'overlay') return { placement: 'floating', visible: state.overlayMenuActive };
  return { placement: 'docked', visible: !state.staticMenuDesktopInactive };
}
