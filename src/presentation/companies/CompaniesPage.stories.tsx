import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CATALOGUE_PATHS } from '../../application/shared/catalogue-paths';
import {
  FakeCatalogueBackend,
  STALE_MESSAGE,
} from '../../../tests/support/fakes/catalogues/fake-catalogue-backend';
import { sampleCatalogues } from '../../../tests/support/fakes/catalogues/sample-catalogues';
import {
  CatalogueStory,
  dialogNamed,
  STORY_WAIT as wait,
  type CatalogueStoryObj as Story,
} from '../../../tests/support/stories/catalogue-story';
import { CompaniesPage } from './CompaniesPage';
import { expectText, openDialog } from '../../../tests/support/stories/queries';
import { playInCanvas } from '../../../tests/support/stories/play-in-canvas';

export default {
  title: 'Maestros/Empresas',
  component: CatalogueStory,
  args: { code: 'empresa', page: CompaniesPage, feature: 'companies' },
} satisfies Meta<typeof CatalogueStory>;

/** A 503 without a message: the server answered, so the screen names its status (not the network). */
const UNAVAILABLE =
  'El servidor no pudo atender la solicitud (error 503). Intente nuevamente; si se repite, avise al administrador.';

export const Lista: Story = {
  name: 'Lista: columnas, estado y acciones',
  play: playInCanvas(async (canvas) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Empresas' }, wait)).toBeVisible();
    const grid = await canvas.findByRole('grid', { name: 'Empresas' }, wait);
    await expectText(within(grid), 'Pesquera Sur S.A.C.');
    await expect(within(grid).getByText('20100130204')).toBeVisible();
    await expect(within(grid).getAllByText('Inactivo')).toHaveLength(1);
    await expect(canvas.getByRole('button', { name: 'Nueva empresa' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Exportar a Excel' })).toBeEnabled();
    await expect(
      canvas.getByRole('button', { name: 'Reactivar la empresa Armadores Unidos S.R.L.' }),
    ).toBeVisible();
  }),
};

export const Cargando: Story = {
  name: 'Cargando',
  args: { backend: () => sampleCatalogues().hang('GET', /^\/empresas$/) },
  play: playInCanvas(async (canvas) => {
    const grid = await canvas.findByRole('grid', { name: 'Empresas' }, wait);
    await expect(grid).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Cargando…' })).toBeVisible();
    await expect(within(grid).queryByRole('gridcell')).toBeNull();
  }),
};

export const Vacia: Story = {
  name: 'Sin empresas',
  args: {
    backend: () =>
      new FakeCatalogueBackend().with(CATALOGUE_PATHS.companies, {
        rows: [],
        validate: () => [],
        label: () => '',
      }),
  },
  play: playInCanvas(async (canvas) => {
    await expectText(canvas, 'Todavía no hay empresas.');
  }),
};

export const SinCoincidencias: Story = {
  name: 'Búsqueda sin resultados',
  play: playInCanvas(async (canvas) => {
    await canvas.findByText('Pesquera Sur S.A.C.', {}, wait);
    // One paste, not a key at a time: each key re-renders the grid, slow on a busy machine.
    await userEvent.click(canvas.getByRole('searchbox', { name: /Buscar por RUC/ }));
    await userEvent.paste('zzz');
    await userEvent.keyboard('{Enter}');
    await expectText(canvas, 'Ninguna empresa coincide con la búsqueda.');
  }),
};

export const ErrorAlCargar: Story = {
  name: 'Error al cargar, y reintentar',
  args: { backend: () => sampleCatalogues().fail('GET', /^\/empresas$/, 503, {}) },
  play: playInCanvas(async (canvas) => {
    await expect(await canvas.findByRole('alert', {}, wait)).toHaveTextContent(UNAVAILABLE);
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expectText(canvas, 'Pesquera Sur S.A.C.');
  }),
};

export const SoloLectura: Story = {
  name: 'Usuario que solo puede ver',
  args: { grants: { empresa: ['ver'] } },
  play: playInCanvas(async (canvas) => {
    await expectText(canvas, 'Pesquera Sur S.A.C.');
    await expect(canvas.queryByRole('button', { name: 'Nueva empresa' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Exportar a Excel' })).toBeNull();
    await expect(canvas.queryByRole('columnheader', { name: 'Acciones' })).toBeNull();
  }),
};

export const SinPermiso: Story = {
  name: 'Sin permiso para ver (403)',
  args: { grants: { noticia: ['ver'] } },
  play: playInCanvas(async (canvas) => {
    await expectText(canvas, 'No tiene permiso para ver esta pantalla (403).');
    await expect(canvas.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
    await expect(canvas.queryByRole('grid')).toBeNull();
  }),
};

export const FormularioConErrores: Story = {
  name: 'Formulario: RUC con dígito verificador errado',
  play: playInCanvas(async (canvas) => {
    const form = await openDialog(canvas, 'Nueva empresa');
    await userEvent.click(form.getByRole('button', { name: 'Guardar' }));
    await expectText(form, 'La razón social es obligatoria.');
    const ruc = form.getByRole('textbox', { name: 'RUC' });
    await expect(ruc).toHaveAttribute('maxlength', '11');
    await userEvent.type(ruc, '20100130205');
    await userEvent.type(form.getByRole('textbox', { name: 'Razón social' }), 'Pesquera Norte S.A.C.');
    await userEvent.click(form.getByRole('button', { name: 'Guardar' }));
    await expectText(form, /dígito verificador/);
  }),
};

export const Guardada: Story = {
  name: 'Formulario: empresa creada',
  play: playInCanvas(async (canvas) => {
    const form = await openDialog(canvas, 'Nueva empresa');
    await userEvent.type(form.getByRole('textbox', { name: 'RUC' }), '20131312955');
    await userEvent.type(form.getByRole('textbox', { name: 'Razón social' }), 'Pesquera Norte S.A.C.');
    await userEvent.click(form.getByRole('switch', { name: /Es armadora/ }));
    await userEvent.click(form.getByRole('button', { name: 'Guardar' }));
    await expectText(canvas, 'Se creó la empresa «Pesquera Norte S.A.C.».');
    await expect(await canvas.findByRole('gridcell', { name: 'Pesquera Norte S.A.C.' }, wait)).toBeVisible();
  }),
};

export const Conflicto: Story = {
  name: 'Formulario: otra persona la cambió',
  args: { backend: () => sampleCatalogues().fail('PUT', /^\/empresas\/2$/, 409, { message: STALE_MESSAGE }) },
  play: playInCanvas(async (canvas) => {
    const form = await openDialog(canvas, 'Editar la empresa Conservas del Pacífico S.A.', 'Editar empresa');
    const address = await form.findByRole('textbox', { name: 'Dirección' }, wait);
    await waitFor(() => expect(address).toHaveValue('Jr. Lima 45, Chimbote'));
    await userEvent.type(address, ' (altura 2)');
    await userEvent.click(form.getByRole('button', { name: 'Guardar' }));
    await expectText(form, STALE_MESSAGE);
    await expect(form.getByRole('button', { name: 'Guardar' })).toBeDisabled();
    await userEvent.click(form.getByRole('button', { name: 'Volver a cargar' }));
    await waitFor(() =>
      expect(form.getByRole('textbox', { name: 'Dirección' })).toHaveValue('Jr. Lima 45, Chimbote'),
    );
  }),
};

export const EliminarEnUso: Story = {
  name: 'Eliminar: en uso, desactivar en su lugar',
  play: playInCanvas(async (canvas) => {
    const dialog = await openDialog(canvas, 'Eliminar la empresa Pesquera Sur S.A.C.', 'Eliminar');
    await userEvent.click(dialog.getByRole('button', { name: 'Eliminar' }));
    await expectText(dialog, /la usan 2 embarcaciones\. Desactívela en su lugar/);
    await userEvent.click(dialog.getByRole('button', { name: 'Cancelar' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Desactivar la empresa Pesquera Sur S.A.C.' }));
    await userEvent.click((await dialogNamed('Desactivar')).getByRole('button', { name: 'Desactivar' }));
    await expectText(canvas, /Se desactivó la empresa «Pesquera Sur S\.A\.C\.»/);
  }),
};

export const FormularioCargando: Story = {
  name: 'Formulario: leyendo la empresa',
  args: { backend: () => sampleCatalogues().hang('GET', /^\/empresas\/2$/) },
  play: playInCanvas(async (canvas) => {
    const form = await openDialog(canvas, 'Editar la empresa Conservas del Pacífico S.A.', 'Editar empresa');
    await expect(await form.findByRole('progressbar', { name: 'Cargando…' }, wait)).toBeVisible();
    await expect(form.queryByRole('button', { name: 'Guardar' })).toBeNull();
  }),
};

export const FormularioNoLeido: Story = {
  name: 'Formulario: no se pudo leer, y reintentar',
  args: { backend: () => sampleCatalogues().fail('GET', /^\/empresas\/2$/, 503, {}) },
  play: playInCanvas(async (canvas) => {
    const form = await openDialog(canvas, 'Editar la empresa Conservas del Pacífico S.A.', 'Editar empresa');
    await expectText(form, UNAVAILABLE);
    await userEvent.click(form.getByRole('button', { name: 'Reintentar' }));
    await waitFor(
      () => expect(form.getByRole('textbox', { name: 'Dirección' })).toHaveValue('Jr. Lima 45, Chimbote'),
      wait,
    );
  }),
};
