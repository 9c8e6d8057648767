import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SHELL_ROUTES } from '../../../src/domain/shell/modules';
import { shellPageRoutes } from '../../../src/presentation/shell/routes';
import { FakeHttpClient } from '../../support/fakes/shell/fake-http-client';
import { FakeLayoutConfigStore, FakeViewport } from '../../support/fakes/shell/fake-layout';
import { FakePermissionCache } from '../../support/fakes/shell/fake-permission-cache';
import { allPermissions, samplePermissions } from '../../support/fakes/shell/permissions';
import { shellFakes } from '../../support/fakes/shell/shell-test-module';
import { renderShell } from './render-shell';

// The first render loads the shell's chunks (transformed on demand by Vitest): the 15 s wait of
// tests/support/setup-dom.ts covers it on a busy machine.

beforeEach(() => {
  Element.prototype.scrollIntoView = vi.fn();
  window.scrollTo = vi.fn() as never;
});

const nav = () => screen.getByRole('navigation', { name: 'Menú principal' });
const findNav = () => screen.findByRole('navigation', { name: 'Menú principal' });

describe('the shell', () => {
  it('shows the top bar, the menu from the permissions, the page and the footer', async () => {
    const { fakes } = renderShell();
    expect(await screen.findByRole('heading', { level: 1, name: 'Inicio' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'SISTEMA DE PLANILLAS - 2025' })).toHaveAttribute('href', '/');
    expect(await screen.findByText('Sistema de Planillas 1.0 - 2025')).toBeInTheDocument();
    expect(await within(await findNav()).findByRole('link', { name: 'Reporte de planilla' })).toHaveAttribute(
      'href',
      '/reporte_de_planilla',
    );
    expect(within(nav()).getByRole('button', { name: 'Maestros' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav()).getByRole('link', { name: 'Inicio' })).toHaveAttribute('aria-current', 'page');
    expect(fakes.http.requests.map((r) => r.url)).toContain('http://localhost/api/usuario/modulos-permisos');
    expect(screen.getByText('Ana Torres')).toBeInTheDocument();
    expect(document.title).toBe('Inicio · Sistema de Planillas');
  });

  it('navigates from the menu, marking the active entry', async () => {
    renderShell({ fakes: shellFakes({ http: FakeHttpClient.json(allPermissions) }) });
    await userEvent.click(await within(await findNav()).findByRole('link', { name: 'UIT' }));
    // The screen holds every general parameter (RMV, EsSalud, tax brackets…), and its title says so.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'UIT y parámetros generales' }),
    ).toBeInTheDocument();
    expect(within(nav()).getByRole('link', { name: 'UIT' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav()).getByRole('link', { name: 'Inicio' })).not.toHaveAttribute('aria-current');
  });

  it('collapses and expands a group and a sub-group', async () => {
    renderShell();
    const maestros = await within(await findNav()).findByRole('button', { name: 'Maestros' });
    await userEvent.click(maestros);
    expect(maestros).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(maestros);
    const empresa = within(nav()).getByRole('button', { name: 'Empresa' });
    expect(empresa).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(empresa);
    expect(empresa).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav()).getByRole('link', { name: 'Trabajadores' })).toBeVisible();
  });

  it('serves the cached menu at once on a reload', async () => {
    const cache = new FakePermissionCache({ permissions: samplePermissions, groups: [] });
    renderShell({ fakes: shellFakes({ cache, http: FakeHttpClient.pending() }) });
    expect(
      await within(await findNav()).findByRole('link', { name: 'Reporte de planilla' }),
    ).toBeInTheDocument();
    expect(within(nav()).getByText('Especies')).toBeInTheDocument();
  });

  it('shows a clear error with a retry instead of an empty menu', async () => {
    const http = FakeHttpClient.json({ error: 'InternalError' }, 500);
    renderShell({ fakes: shellFakes({ http }) });
    expect(
      await within(await findNav()).findByText(
        'No se pudo cargar el menú. Verifique su conexión e intente nuevamente.',
      ),
    ).toBeInTheDocument();
    http.respondWith({ status: 200, body: samplePermissions, headers: {} });
    await userEvent.click(within(nav()).getByRole('button', { name: 'Reintentar' }));
    expect(
      await within(await findNav()).findByRole('link', { name: 'Reporte de planilla' }),
    ).toBeInTheDocument();
  });

  it('signs out with Cerrar Sesión and goes to the login page', async () => {
    const { fakes, router } = renderShell();
    await userEvent.click(await screen.findByRole('button', { name: 'Cerrar Sesión' }));
    expect(await screen.findByText('Pantalla de ingreso')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(fakes.session.signOuts).toBe(1);
  });

  it('hides and shows the static menu on desktop with the toggle', async () => {
    renderShell();
    const toggle = await screen.findByRole('button', { name: 'Mostrar u ocultar el menú' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Menú principal' })).not.toBeInTheDocument();
    await userEvent.click(toggle);
    expect(nav()).toBeVisible();
  });

  it('changes the configuration from the sidebar, applying and keeping it', async () => {
    const store = new FakeLayoutConfigStore();
    const { fakes } = renderShell({ fakes: shellFakes({ store }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Configuración de la interfaz' }));
    // The sidebar is its own chunk, loaded on this first opening.
    const sidebar = await screen.findByRole('dialog', { name: 'Configuración' });
    await userEvent.click(within(sidebar).getByRole('radio', { name: 'Oscuro' }));
    expect(fakes.applier.last).toMatchObject({ colorScheme: 'dark', theme: 'lara-dark-indigo' });
    expect(screen.getByTestId('layout-wrapper')).toHaveAttribute('data-theme', 'lara-dark-indigo');
    await userEvent.click(within(sidebar).getByRole('button', { name: 'Verde (Claro)' }));
    expect(store.saved.at(-1)).toMatchObject({ theme: 'lara-light-green', colorScheme: 'light' });
    await userEvent.click(within(sidebar).getByRole('button', { name: 'Aumentar la escala' }));
    await userEvent.click(within(sidebar).getByRole('button', { name: 'Aumentar la escala' }));
    expect(within(sidebar).getByRole('button', { name: 'Aumentar la escala' })).toBeDisabled();
    expect(fakes.applier.last?.scale).toBe(16);
    expect(within(sidebar).getByText('16 px')).toBeInTheDocument();
    await userEvent.click(within(sidebar).getByRole('radio', { name: 'Superpuesto' }));
    await userEvent.click(within(sidebar).getByRole('radio', { name: 'Relleno' }));
    await userEvent.click(within(sidebar).getByRole('switch', { name: 'Desactivado' }));
    expect(store.saved.at(-1)).toMatchObject({ menuMode: 'overlay', inputStyle: 'filled', ripple: true });
    await userEvent.click(within(sidebar).getByRole('button', { name: 'Cerrar la configuración' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Configuración' })).not.toBeInTheDocument(),
    );
  });

  it('starts with the stored configuration', async () => {
    renderShell({
      fakes: shellFakes({
        store: new FakeLayoutConfigStore({ theme: 'lara-dark-teal', menuMode: 'overlay' }),
      }),
    });
    const wrapper = await screen.findByTestId('layout-wrapper');
    expect(wrapper).toHaveAttribute('data-theme', 'lara-dark-teal');
    expect(wrapper).toHaveAttribute('data-menu-mode', 'overlay');
    expect(screen.queryByRole('navigation', { name: 'Menú principal' })).not.toBeInTheDocument();
  });
});

describe('the shell on a phone', () => {
  const phone = () => shellFakes({ viewport: new FakeViewport(390) });

  it('hides the menu until toggled, and a navigation closes it', async () => {
    renderShell({ fakes: phone() });
    const toggle = await screen.findByRole('button', { name: 'Mostrar u ocultar el menú' });
    expect(screen.queryByRole('navigation', { name: 'Menú principal' })).not.toBeInTheDocument();
    await userEvent.click(toggle);
    const menu = await screen.findByRole('navigation', { name: 'Menú principal' });
    await userEvent.click(await within(menu).findByRole('link', { name: 'Reporte de planilla' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Reporte de planilla' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('navigation', { name: 'Menú principal' })).not.toBeInTheDocument(),
    );
  });

  it('moves Cerrar Sesión into the profile menu', async () => {
    const { fakes } = renderShell({ fakes: phone() });
    await screen.findByRole('heading', { level: 1, name: 'Inicio' });
    expect(screen.queryByRole('button', { name: 'Cerrar Sesión' })).not.toBeInTheDocument();
    const profile = screen.getByRole('button', { name: 'Menú de perfil' });
    await userEvent.click(profile);
    expect(profile).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Cerrar Sesión' }));
    expect(await screen.findByText('Pantalla de ingreso')).toBeInTheDocument();
    expect(fakes.session.signOuts).toBe(1);
  });

  it('the window turning into a desktop docks the menu', async () => {
    const viewport = new FakeViewport(390);
    renderShell({ fakes: shellFakes({ viewport }) });
    await screen.findByRole('heading', { level: 1, name: 'Inicio' });
    act(() => viewport.resize(1400));
    expect(await screen.findByRole('navigation', { name: 'Menú principal' })).toBeVisible();
  });
});

describe('the router inside the shell', () => {
  let mounts = 0;
  function Probe() {
    const [mountId] = useState(() => ++mounts);
    const { id } = useParams();
    return (
      <div>
        <h1>Sonda {id}</h1>
        <p>montaje {mountId}</p>
        <Link to="/sonda/1">mismo</Link>
        <Link to="/sonda/1#detalle">ancla</Link>
        <section id="detalle">detalle</section>
      </div>
    );
  }
  const probeRoutes = [{ path: 'sonda/:id', element: <Probe /> }];

  it('reloads the page when navigating to the same URL', async () => {
    mounts = 0;
    renderShell({ path: '/sonda/1', children: probeRoutes });
    expect(await screen.findByText('montaje 1')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'mismo' }));
    expect(await screen.findByText('montaje 2')).toBeInTheDocument();
  });

  it('scrolls to the anchor of the URL', async () => {
    mounts = 0;
    renderShell({ path: '/sonda/1', children: probeRoutes });
    await screen.findByText('detalle');
    await userEvent.click(screen.getByRole('link', { name: 'ancla' }));
    await waitFor(() => expect(Element.prototype.scrollIntoView).toHaveBeenCalled());
    expect(screen.getByText('montaje 1', { exact: false })).toBeInTheDocument();
  });

  it('registers a lazily loaded page for every route of the specification', async () => {
    const paths = shellPageRoutes.map((r) => (r.index ? '' : r.path));
    expect(paths).toEqual(SHELL_ROUTES.map((r) => r.path));
    for (const route of shellPageRoutes) expect(typeof route.lazy).toBe('function');
  });

  it('shows a screen the user may see, and refuses one they may not with a way back', async () => {
    const http = new FakeHttpClient((request) => ({
      status: 200,
      headers: { 'content-type': 'application/json' },
      body: request.url.endsWith('/usuario/permisos')
        ? { vacaciones_gratificaciones_cts: ['ver'] }
        : request.url.includes('/meses-de-planilla')
          ? { rows: [] }
          : samplePermissions,
    }));
    renderShell({ path: '/vacaciones_gratificaciones_cts', fakes: shellFakes({ http }) });
    expect(
      await screen.findByText('Todavía no hay semanas de pesca: los meses aparecen con sus semanas.'),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('refused-page')).toBeNull();

    renderShell({ path: '/rol', fakes: shellFakes({ http }) });
    const refusal = await screen.findByTestId('refused-page');
    expect(within(refusal).getByText('No tiene permiso para ver esta pantalla (403).')).toBeInTheDocument();
    expect(within(refusal).getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('heading', { level: 1, name: 'Roles' })).toBeInTheDocument();
    // The refused screen asks nothing of its own API.
    expect(http.requests.some((r) => r.url.includes('/roles'))).toBe(false);
  });

  it.each(SHELL_ROUTES.map((r) => [r.path, r.code]))('/%s shows its title', async (path, code) => {
    const titles: Record<string, string> = (await import('../../../public/assets/i18n/es.json'))
      .pages as never;
    const title = (titles[code] as unknown as { title: string }).title;
    renderShell({ path: `/${path}` });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });
});
