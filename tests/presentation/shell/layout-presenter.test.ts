import { describe, expect, it } from 'vitest';
import { LayoutService } from '../../../src/application/layout/layout-service';
import { LayoutPresenter } from '../../../src/presentation/shell/presenters/layout-presenter';
import { FakeLayoutConfigStore, FakeViewport, SpyLayoutApplier } from '../../support/fakes/shell/fake-layout';
import { SpyLogger } from '../../support/fakes/spy-logger';

function makeSut({ stored = null as unknown, width = 1280 } = {}) {
  const viewport = new FakeViewport(width);
  const service = new LayoutService(
    new FakeLayoutConfigStore(stored),
    new SpyLayoutApplier(),
    viewport,
    new SpyLogger(),
  );
  const sut = new LayoutPresenter(service);
  return { sut, service, viewport };
}

describe('LayoutPresenter', () => {
  it('starts complete: the stored configuration, docked menu on desktop', () => {
    const { sut } = makeSut({ stored: { theme: 'lara-dark-green', scale: 12 } });
    expect(sut.state).toMatchObject({
      kind: 'ready',
      desktop: true,
      menu: { placement: 'docked', visible: true },
      profileOpen: false,
      configOpen: false,
      config: { theme: 'lara-dark-green', colorScheme: 'dark', scale: 12 },
    });
  });

  it('on mobile the menu floats and opens with the toggle', () => {
    const { sut } = makeSut({ width: 390 });
    sut.attach();
    expect(sut.state.menu).toEqual({ placement: 'floating', visible: false });
    let overlays = 0;
    sut.overlayOpen$.subscribe(() => overlays++);
    sut.toggleMenu();
    expect(sut.state.menu.visible).toBe(true);
    expect(overlays).toBe(1);
    sut.closeMenu();
    expect(sut.state.menu.visible).toBe(false);
  });

  it('in overlay mode on desktop the menu floats, hidden until toggled', () => {
    const { sut } = makeSut({ stored: { menuMode: 'overlay' } });
    sut.attach();
    expect(sut.state.menu).toEqual({ placement: 'floating', visible: false });
    sut.toggleMenu();
    expect(sut.state.menu).toEqual({ placement: 'floating', visible: true });
  });

  it('opens the profile and config panels; a navigation closes menu and profile', () => {
    const { sut } = makeSut({ width: 500 });
    sut.attach();
    sut.toggleMenu();
    sut.toggleProfile();
    sut.openConfig();
    expect(sut.state).toMatchObject({ menu: { visible: true }, profileOpen: true, configOpen: true });
    sut.navigated();
    expect(sut.state).toMatchObject({ menu: { visible: false }, profileOpen: false, configOpen: true });
    sut.closeConfig();
    sut.toggleProfile();
    sut.closeProfile();
    expect(sut.state).toMatchObject({ profileOpen: false, configOpen: false });
  });

  it('publishes configuration changes', () => {
    const { sut, service } = makeSut();
    sut.attach();
    sut.change({ kind: 'colorScheme', value: 'dark' });
    expect(sut.state.config).toMatchObject({ colorScheme: 'dark', theme: 'lara-dark-indigo' });
    expect(service.layout.config.colorScheme).toBe('dark');
    sut.change({ kind: 'menuMode', value: 'overlay' });
    expect(sut.state.menu.placement).toBe('floating');
  });

  it('follows the window between desktop and mobile, closing floating panels', () => {
    const { sut, viewport } = makeSut();
    sut.attach();
    viewport.resize(700);
    expect(sut.state).toMatchObject({ desktop: false, menu: { placement: 'floating', visible: false } });
    sut.toggleMenu();
    sut.toggleProfile();
    viewport.resize(1300);
    expect(sut.state).toMatchObject({ desktop: true, profileOpen: false, menu: { placement: 'docked' } });
    sut.detach();
    viewport.resize(500);
    expect(sut.state.desktop).toBe(true);
    sut.attach();
    expect(sut.state.desktop).toBe(false);
  });

  it('records menu hover', () => {
    const { sut, service } = makeSut();
    sut.setMenuHover(true);
    expect(service.layout.state.menuHoverActive).toBe(true);
  });
});
