import { describe, expect, it } from 'vitest';
import { DEFAULT_LAYOUT_CONFIG, type LayoutConfig } from '../../../src/domain/layout/layout-config';
import {
  hideConfigSidebar,
  INITIAL_LAYOUT_STATE,
  isDesktopWidth,
  menuPresentation,
  onMenuModeChange,
  onNavigation,
  setMenuHover,
  showConfigSidebar,
  toggleMenu,
  toggleProfileSidebar,
  type LayoutState,
} from '../../../src/domain/layout/layout-state';

const staticMode: LayoutConfig = DEFAULT_LAYOUT_CONFIG;
const overlayMode: LayoutConfig = { ...DEFAULT_LAYOUT_CONFIG, menuMode: 'overlay' };
const s0 = INITIAL_LAYOUT_STATE;

describe('desktop and mobile', () => {
  it('desktop means wider than 991 pixels', () => {
    expect([isDesktopWidth(992), isDesktopWidth(991), isDesktopWidth(375)]).toEqual([true, false, false]);
  });
});

describe('the menu toggle', () => {
  it('on desktop in static mode flips the static menu inactive flag, without an event', () => {
    const once = toggleMenu(s0, staticMode, true);
    expect(once).toEqual({ state: { ...s0, staticMenuDesktopInactive: true }, events: [] });
    expect(toggleMenu(once.state, staticMode, true).state).toEqual(s0);
    expect(menuPresentation(s0, staticMode, true)).toEqual({ placement: 'docked', visible: true });
    expect(menuPresentation(once.state, staticMode, true)).toEqual({ placement: 'docked', visible: false });
  });

  it('on mobile flips the mobile menu and announces the overlay when it opens', () => {
    const open = toggleMenu(s0, staticMode, false);
    expect(open).toEqual({ state: { ...s0, staticMenuMobileActive: true }, events: ['overlay-open'] });
    expect(menuPresentation(open.state, staticMode, false)).toEqual({ placement: 'floating', visible: true });
    const closed = toggleMenu(open.state, staticMode, false);
    expect(closed).toEqual({ state: s0, events: [] });
    expect(menuPresentation(s0, staticMode, false)).toEqual({ placement: 'floating', visible: false });
  });

  it('in overlay mode flips the overlay menu (and the desktop flag, as specified) and announces it', () => {
    const open = toggleMenu(s0, overlayMode, true);
    expect(open).toEqual({
      state: { ...s0, overlayMenuActive: true, staticMenuDesktopInactive: true },
      events: ['overlay-open'],
    });
    expect(menuPresentation(s0, overlayMode, true)).toEqual({ placement: 'floating', visible: false });
    expect(menuPresentation(open.state, overlayMode, true)).toEqual({ placement: 'floating', visible: true });
    expect(toggleMenu(open.state, overlayMode, true)).toEqual({ state: s0, events: [] });
  });

  it('in overlay mode on mobile announces the overlay once', () => {
    const open = toggleMenu(s0, overlayMode, false);
    expect(open.events).toEqual(['overlay-open']);
    expect(open.state).toMatchObject({ overlayMenuActive: true, staticMenuMobileActive: true });
  });
});

describe('the panels', () => {
  it('the profile sidebar toggles and announces the overlay when it opens', () => {
    const open = toggleProfileSidebar(s0);
    expect(open).toEqual({ state: { ...s0, profileSidebarVisible: true }, events: ['overlay-open'] });
    expect(toggleProfileSidebar(open.state)).toEqual({ state: s0, events: [] });
  });

  it('the config sidebar shows and hides', () => {
    const shown = showConfigSidebar(s0);
    expect(shown.configSidebarVisible).toBe(true);
    expect(showConfigSidebar(shown).configSidebarVisible).toBe(true);
    expect(hideConfigSidebar(shown)).toEqual(s0);
  });

  it('a navigation closes the menu and profile panels, keeping the static menu and the config sidebar as they are', () => {
    const everything: LayoutState = {
      staticMenuDesktopInactive: true,
      overlayMenuActive: true,
      profileSidebarVisible: true,
      configSidebarVisible: true,
      staticMenuMobileActive: true,
      menuHoverActive: true,
    };
    expect(onNavigation(everything)).toEqual({
      ...s0,
      staticMenuDesktopInactive: true,
      configSidebarVisible: true,
    });
  });

  it('a change of menu mode starts with the menu closed, or shown when docked', () => {
    const state = { ...s0, overlayMenuActive: true, staticMenuDesktopInactive: true };
    expect(onMenuModeChange(state)).toEqual(s0);
  });

  it('tracks hovering over the menu', () => {
    expect(setMenuHover(s0, true).menuHoverActive).toBe(true);
  });
});
