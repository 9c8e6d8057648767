import { describe, expect, it } from 'vitest';
import { LayoutService, type Layout } from '../../../src/application/layout/layout-service';
import { DEFAULT_LAYOUT_CONFIG } from '../../../src/domain/layout/layout-config';
import { INITIAL_LAYOUT_STATE } from '../../../src/domain/layout/layout-state';
import { FakeLayoutConfigStore, FakeViewport, SpyLayoutApplier } from '../../support/fakes/shell/fake-layout';
import { SpyLogger } from '../../support/fakes/spy-logger';

function makeSut({ stored = null as unknown, width = 1280 } = {}) {
  const store = new FakeLayoutConfigStore(stored);
  const applier = new SpyLayoutApplier();
  const viewport = new FakeViewport(width);
  const logger = new SpyLogger();
  const sut = new LayoutService(store, applier, viewport, logger);
  const layouts: Layout[] = [];
  sut.layout$.subscribe((l) => layouts.push(l));
  let overlays = 0;
  sut.overlayOpen$.subscribe(() => overlays++);
  return { sut, store, applier, viewport, logger, layouts, overlays: () => overlays };
}

describe('LayoutService', () => {
  it('reads the stored configuration synchronously and applies it on creation', () => {
    const { sut, applier } = makeSut({ stored: { theme: 'lara-dark-teal', scale: 16 } });
    expect(sut.layout.config).toEqual({
      ...DEFAULT_LAYOUT_CONFIG,
      theme: 'lara-dark-teal',
      colorScheme: 'dark',
      scale: 16,
    });
    expect(applier.applied).toEqual([sut.layout.config]);
    expect(sut.layout.state).toEqual(INITIAL_LAYOUT_STATE);
  });

  it('uses the defaults when the store cannot be read', () => {
    const store = new FakeLayoutConfigStore();
    store.load = () => {
      throw new Error('SecurityError');
    };
    const logger = new SpyLogger();
    const sut = new LayoutService(store, new SpyLayoutApplier(), new FakeViewport(), logger);
    expect(sut.layout.config).toEqual(DEFAULT_LAYOUT_CONFIG);
    expect(logger.messages('warn')).toHaveLength(1);
  });

  it('toggles the static menu on desktop and the mobile menu on mobile, announcing overlays', () => {
    const { sut, viewport, overlays } = makeSut();
    sut.toggleMenu();
    expect(sut.layout.state.staticMenuDesktopInactive).toBe(true);
    expect(overlays()).toBe(0);
    viewport.resize(600);
    expect(sut.isDesktop()).toBe(false);
    sut.toggleMenu();
    expect(sut.layout.state.staticMenuMobileActive).toBe(true);
    expect(overlays()).toBe(1);
  });

  it('toggles the overlay menu in overlay mode', () => {
    const { sut, overlays } = makeSut({ stored: { menuMode: 'overlay' } });
    sut.toggleMenu();
    expect(sut.layout.state.overlayMenuActive).toBe(true);
    expect(overlays()).toBe(1);
  });

  it('toggles the profile panel, shows and hides the config sidebar', () => {
    const { sut, overlays } = makeSut();
    sut.toggleProfileSidebar();
    expect(sut.layout.state.profileSidebarVisible).toBe(true);
    expect(overlays()).toBe(1);
    sut.showConfigSidebar();
    expect(sut.layout.state.configSidebarVisible).toBe(true);
    sut.hideConfigSidebar();
    expect(sut.layout.state.configSidebarVisible).toBe(false);
    sut.hideProfileSidebar();
    expect(sut.layout.state.profileSidebarVisible).toBe(false);
  });

  it('closes the menu and profile panels on navigation, and publishes nothing when nothing changes', () => {
    const { sut, viewport, layouts } = makeSut({ width: 500 });
    sut.toggleMenu();
    sut.toggleProfileSidebar();
    sut.setMenuHover(true);
    sut.navigated();
    expect(sut.layout.state).toEqual(INITIAL_LAYOUT_STATE);
    const count = layouts.length;
    sut.navigated();
    sut.hideMenu();
    expect(layouts).toHaveLength(count);
    viewport.resize(1400);
  });

  it('applies, persists and publishes a configuration change', () => {
    const { sut, store, applier } = makeSut();
    sut.changeConfig({ kind: 'colorScheme', value: 'dark' });
    const expected = { ...DEFAULT_LAYOUT_CONFIG, colorScheme: 'dark', theme: 'lara-dark-indigo' };
    expect(sut.layout.config).toEqual(expected);
    expect(applier.last).toEqual(expected);
    expect(store.saved).toEqual([expected]);
    sut.changeConfig({ kind: 'scale', value: 12 });
    expect(applier.last?.scale).toBe(12);
  });

  it('ignores a change that changes nothing', () => {
    const { sut, store, applier } = makeSut();
    sut.changeConfig({ kind: 'theme', value: 'no-existe' });
    sut.changeConfig({ kind: 'scale', value: 14 });
    expect(store.saved).toEqual([]);
    expect(applier.applied).toHaveLength(1);
  });

  it('a change of menu mode closes floating menus and shows the static menu', () => {
    const { sut } = makeSut();
    sut.toggleMenu();
    expect(sut.layout.state.staticMenuDesktopInactive).toBe(true);
    sut.changeConfig({ kind: 'menuMode', value: 'overlay' });
    expect(sut.layout.state).toEqual(INITIAL_LAYOUT_STATE);
  });

  it('keeps working when the configuration cannot be saved or applied', () => {
    const { sut, store, applier, logger } = makeSut();
    store.save = () => {
      throw new Error('QuotaExceededError');
    };
    applier.apply = () => {
      throw new Error('no document');
    };
    sut.changeConfig({ kind: 'ripple', value: true });
    expect(sut.layout.config.ripple).toBe(true);
    expect(logger.messages('warn')).toEqual([
      'No se pudo aplicar la configuración de la interfaz.',
      'No se pudo guardar la configuración de la interfaz en este navegador.',
    ]);
  });

  it('tells when the window changes between desktop and mobile', () => {
    const { sut, viewport } = makeSut();
    const seen: boolean[] = [];
    sut.desktop$.subscribe((d) => seen.push(d));
    viewport.resize(1200);
    viewport.resize(991);
    viewport.resize(400);
    viewport.resize(992);
    expect(seen).toEqual([true, false, true]);
  });
});
