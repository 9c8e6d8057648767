import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { LayoutConfig } from '../../domain/layout/layout-config';
import { asResolver } from '../../di/container';
import { DocumentLayoutApplier } from '../../infrastructure/layout/document-layout-applier';
import { DependencyProvider } from '../core/dependencies';
import { FakeHttpClient } from '../../../tests/support/fakes/shell/fake-http-client';
import { FakeLayoutConfigStore, FakeViewport } from '../../../tests/support/fakes/shell/fake-layout';
import { FakePermissionCache } from '../../../tests/support/fakes/shell/fake-permission-cache';
import { allPermissions, samplePermissions } from '../../../tests/support/fakes/shell/permissions';
import {
  shellFakes,
  shellTestModule,
  type ShellFakes,
} from '../../../tests/support/fakes/shell/shell-test-module';
import { createTestContainer } from '../../../tests/support/test-container';
import { type Canvas, playInCanvas } from '../../../tests/support/stories/play-in-canvas';
import { FakePayslipDeliveriesApi } from '../../../tests/support/fakes/payslip-deliveries/fake-payslip-deliveries-api';
import { shellPageRoutes } from './routes';
import { ShellLayout } from './ShellLayout';

interface ShellStoryProps {
  /** The fakes, made per render so every story starts clean. */
  readonly fakes: () => ShellFakes;
  readonly path?: string;
}

/** The shell as the SPA mounts it, with fakes for every port (the real document applier shows the scale). */
function ShellStory({ fakes, path = '/' }: ShellStoryProps) {
  const [setup] = useState(() => {
    const f = fakes();
    const container = createTestContainer(
      shellTestModule({ ...f, applier: new DocumentLayoutApplier(document) as never }),
    );
    const router = createMemoryRouter(
      [
        // The layout is imported statically here (the SPA loads it lazily, see ./routes.tsx).
        { path: '/', element: <ShellLayout />, children: shellPageRoutes },
        { path: '/auth/login', element: <p>Pantalla de ingreso</p> },
      ],
      { initialEntries: [path] },
    );
    return { container, router };
  });
  return (
    <DependencyProvider resolver={asResolver(setup.container)}>
      <RouterProvider router={setup.router} />
    </DependencyProvider>
  );
}

const withConfig =
  (config: Partial<LayoutConfig>, overrides: Partial<ShellFakes> = {}) =>
  () =>
    shellFakes({ store: new FakeLayoutConfigStore(config), ...overrides });

export default {
  title: 'Shell/Marco de la aplicación',
  component: ShellStory,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ShellStory>;
type Story = StoryObj<typeof ShellStory>;

const findNav = (canvas: Canvas) => canvas.findByRole('navigation', { name: 'Menú principal' });

export const EscritorioEstatico: Story = {
  name: 'Escritorio, menú estático (claro, escala 14)',
  args: { fakes: () => shellFakes() },
  play: playInCanvas(async (canvas) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Inicio' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'SISTEMA DE PLANILLAS - 2025' })).toBeVisible();
    const nav = await findNav(canvas);
    await expect(await within(nav).findByRole('link', { name: 'Reporte de planilla' })).toBeVisible();
    await expect(within(nav).getByRole('link', { name: 'Inicio' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Cerrar Sesión' })).toBeVisible();
    await expect(await canvas.findByText('Sistema de Planillas 1.0 - 2025')).toBeVisible();
    await expect(document.documentElement.style.fontSize).toBe('14px');
  }),
};

export const EscritorioSuperpuesto: Story = {
  name: 'Escritorio, menú superpuesto',
  args: { fakes: withConfig({ menuMode: 'overlay' }) },
  play: playInCanvas(async (canvas) => {
    const body = within(document.body);
    const toggle = await canvas.findByRole('button', { name: 'Mostrar u ocultar el menú' });
    await expect(canvas.queryByRole('navigation', { name: 'Menú principal' })).toBeNull();
    await userEvent.click(toggle);
    const nav = await body.findByRole('navigation', { name: 'Menú principal' });
    await userEvent.click(await within(nav).findByRole('link', { name: 'Reporte de planilla' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Reporte de planilla' })).toBeVisible();
    await waitFor(() => expect(body.queryByRole('navigation', { name: 'Menú principal' })).toBeNull());
  }),
};

export const Movil: Story = {
  name: 'Móvil',
  args: { fakes: () => shellFakes({ viewport: new FakeViewport(390) }) },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  play: playInCanvas(async (canvas) => {
    const body = within(document.body);
    await canvas.findByRole('heading', { level: 1, name: 'Inicio' });
    await expect(canvas.queryByRole('button', { name: 'Cerrar Sesión' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Menú de perfil' }));
    const signOut = await body.findByRole('menuitem', { name: 'Cerrar Sesión' });
    // The menu fades in: visible once its transition has run.
    await waitFor(() => expect(signOut).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await userEvent.click(canvas.getByRole('button', { name: 'Mostrar u ocultar el menú' }));
    const nav = await body.findByRole('navigation', { name: 'Menú principal' });
    const entry = await within(nav).findByRole('link', { name: 'Reporte de planilla' });
    await waitFor(() => expect(entry).toBeVisible());
  }),
};

/** A worker: «Mis boletas» is their one module (no dashboard), on a phone of 360 px. */
const worker = () =>
  shellFakes({
    viewport: new FakeViewport(360),
    http: new FakeHttpClient((request) => ({
      status: 200,
      headers: { 'content-type': 'application/json' },
      body: request.url.endsWith('/usuario/permisos')
        ? { mis_boletas: ['ver'] }
        : request.url.endsWith('/mis-boletas')
          ? new FakePayslipDeliveriesApi().list
          : [
              {
                grupo: 'Mis boletas',
                subgrupo: null,
                subgrupo_icon: null,
                nombre: 'Mis boletas',
                icon: 'ReceiptLong',
                path: '/mis_boletas',
              },
            ],
    })),
  });

export const TrabajadorMovil: Story = {
  name: 'Trabajador en un teléfono: entra a Mis boletas',
  args: { fakes: worker },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  play: playInCanvas(async (canvas) => {
    const body = within(document.body);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Mis boletas' })).toBeVisible();
    await expect(await canvas.findByRole('article', { name: 'Semana 12 - 2025' })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Menú principal' })).toBeNull();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Mostrar u ocultar el menú' }));
    const nav = await body.findByRole('navigation', { name: 'Menú principal' });
    const entry = await within(nav).findByRole('link', { name: 'Mis boletas' });
    await waitFor(() => expect(entry).toBeVisible());
  }),
};

export const Oscuro: Story = {
  name: 'Esquema oscuro',
  args: { fakes: withConfig({ theme: 'lara-dark-indigo', colorScheme: 'dark' }) },
  play: playInCanvas(async (canvas) => {
    await expect(await canvas.findByTestId('layout-wrapper', {})).toHaveAttribute(
      'data-theme',
      'lara-dark-indigo',
    );
    await expect(document.documentElement.dataset.colorScheme).toBe('dark');
    await findNav(canvas);
  }),
};

export const OscuroVerdeAzulado: Story = {
  name: 'Tema oscuro verde azulado',
  args: { fakes: withConfig({ theme: 'lara-dark-teal' }), path: '/especie' },
  play: playInCanvas(async (canvas) => {
    await canvas.findByRole('heading', { level: 1, name: 'Especies' });
    await expect(canvas.getByTestId('layout-wrapper')).toHaveAttribute('data-theme', 'lara-dark-teal');
  }),
};

/** The shell at a font scale: the page's root font size follows it. */
const atScale = (scale: number): Story => ({
  args: { fakes: withConfig({ scale }) },
  play: playInCanvas(async (canvas) => {
    await canvas.findByRole('heading', { level: 1, name: 'Inicio' });
    await expect(document.documentElement.style.fontSize).toBe(`${scale}px`);
  }),
});

export const Escala12: Story = { name: 'Escala 12', ...atScale(12) };

export const Escala16: Story = { name: 'Escala 16', ...atScale(16) };

export const MenuLargo: Story = {
  name: 'Menú largo con subgrupos',
  args: { fakes: () => shellFakes({ http: FakeHttpClient.json(allPermissions) }), path: '/tipo_de_pesca' },
  play: playInCanvas(async (canvas) => {
    const nav = await findNav(canvas);
    await expect(await within(nav).findByRole('link', { name: 'Tipos de pesca' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(nav).getByRole('button', { name: 'Pesca' })).toHaveAttribute('aria-expanded', 'true');
    const empresa = within(nav).getByRole('button', { name: 'Empresa' });
    await expect(empresa).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(empresa);
    await expect(await within(nav).findByRole('link', { name: 'Trabajadores' })).toBeVisible();
    for (const group of ['Inicio', 'Maestros', 'Parámetros', 'Planillas', 'Seguridad', 'Ayuda']) {
      await expect(within(nav).getByRole('button', { name: group })).toBeInTheDocument();
    }
  }),
};

export const Cargando: Story = {
  name: 'Cargando el menú',
  args: { fakes: () => shellFakes({ http: FakeHttpClient.pending() }) },
  play: playInCanvas(async (canvas) => {
    const nav = await findNav(canvas);
    await expect(within(nav).getByText('Cargando el menú…')).toBeVisible();
  }),
};

export const Error: Story = {
  name: 'Error al cargar el menú',
  args: { fakes: () => shellFakes({ http: FakeHttpClient.json({ error: 'InternalError' }, 500) }) },
  play: playInCanvas(async (canvas) => {
    const nav = await findNav(canvas);
    await expect(
      await within(nav).findByText('No se pudo cargar el menú. Verifique su conexión e intente nuevamente.'),
    ).toBeVisible();
    await expect(within(nav).getByRole('button', { name: 'Reintentar' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Cerrar Sesión' })).toBeVisible();
  }),
};

export const DatosInvalidos: Story = {
  name: 'Datos de permisos no válidos',
  args: { fakes: () => shellFakes({ http: FakeHttpClient.json([{ grupo: 'Sin ruta' }]) }) },
  play: playInCanvas(async (canvas) => {
    const nav = await findNav(canvas);
    await expect(
      await within(nav).findByText(
        'El menú recibido del servidor no es válido. Intente nuevamente o contacte al administrador.',
      ),
    ).toBeVisible();
  }),
};

export const CopiaGuardada: Story = {
  name: 'Menú guardado sin conexión',
  args: {
    fakes: () =>
      shellFakes({
        http: FakeHttpClient.failing(),
        cache: new FakePermissionCache({ permissions: samplePermissions, groups: [] }),
      }),
  },
  play: playInCanvas(async (canvas) => {
    const nav = await findNav(canvas);
    await expect(
      await within(nav).findByText('No se pudo actualizar el menú; se muestra la última copia guardada.'),
    ).toBeVisible();
    await expect(within(nav).getByRole('link', { name: 'Reporte de planilla' })).toBeVisible();
  }),
};

export const SinModulos: Story = {
  name: 'Usuario sin módulos',
  args: { fakes: () => shellFakes({ http: FakeHttpClient.json([]) }) },
  play: playInCanvas(async (canvas) => {
    const nav = await findNav(canvas);
    await expect(
      await within(nav).findByText('No tiene módulos asignados. Solicite acceso al administrador.'),
    ).toBeVisible();
  }),
};

export const Configuracion: Story = {
  name: 'Barra de configuración',
  args: { fakes: () => shellFakes() },
  play: playInCanvas(async (canvas) => {
    const body = within(document.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Configuración de la interfaz' }));
    const sidebar = await body.findByRole('dialog', { name: 'Configuración' });
    await expect(within(sidebar).getByRole('radio', { name: 'Estático' })).toBeChecked();
    await expect(within(sidebar).getByRole('radio', { name: 'Contorno' })).toBeChecked();
    await expect(within(sidebar).getByRole('radio', { name: 'Claro' })).toBeChecked();
    await expect(within(sidebar).getByRole('switch', { name: 'Desactivado' })).not.toBeChecked();
    await expect(within(sidebar).getByRole('button', { name: 'Índigo (Claro)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(within(sidebar).getByText('14 px')).toBeVisible();
    await userEvent.click(within(sidebar).getByRole('button', { name: 'Reducir la escala' }));
    await expect(within(sidebar).getByText('13 px')).toBeVisible();
    await expect(document.documentElement.style.fontSize).toBe('13px');
  }),
};
