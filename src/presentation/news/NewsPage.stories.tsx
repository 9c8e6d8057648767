import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FakeAdminApi, stale, unavailable } from '../../../tests/support/fakes/admin/fake-admin-api';
import { FakeNewsApi } from '../../../tests/support/fakes/news/fake-news-api';
import { FeatureStory, type FeatureStoryObj as Story } from '../../../tests/support/stories/feature-story';
import { NewsPage } from './NewsPage';
import { STORY_WAIT as wait } from '../../../tests/support/stories/wait';
import { playInCanvas } from '../../../tests/support/stories/play-in-canvas';
import { expectText, openDialog } from '../../../tests/support/stories/queries';

export default {
  title: 'Noticias/Página',
  component: FeatureStory,
  args: { page: NewsPage, news: () => new FakeNewsApi().withSamples() },
} satisfies Meta<typeof FeatureStory>;

export const Lista: Story = {
  name: 'Lista con los cuatro estados',
  play: playInCanvas(async (canvas) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Noticias' }, wait)).toBeVisible();
    await expectText(canvas, 'Pago de gratificación de julio');
    for (const state of ['Vigente', 'Programada', 'Borrador', 'Vencida']) {
      await expect(canvas.getByText(state, { selector: '.MuiChip-label' })).toBeVisible();
    }
    await expect(canvas.getByRole('button', { name: 'Nueva noticia' })).toBeEnabled();
  }),
};

export const Cargando: Story = {
  name: 'Cargando',
  args: { news: () => new FakeNewsApi().withSamples().hang('list') },
  play: playInCanvas(async (canvas) => {
    await expect(await canvas.findByRole('progressbar', { name: 'Cargando…' }, wait)).toBeVisible();
  }),
};

export const Vacia: Story = {
  name: 'Sin noticias',
  args: { news: () => new FakeNewsApi() },
  play: playInCanvas(async (canvas) => {
    await expectText(canvas, 'Todavía no hay noticias.');
  }),
};

export const ErrorAlCargar: Story = {
  name: 'Error al cargar',
  args: { news: () => new FakeNewsApi().withSamples().fail('list', unavailable) },
  play: playInCanvas(async (canvas) => {
    await expect(await canvas.findByRole('alert', {}, wait)).toHaveTextContent(unavailable.message);
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expectText(canvas, 'Pago de gratificación de julio');
  }),
};

export const SoloLectura: Story = {
  name: 'Usuario que solo puede ver',
  args: {
    admin: () => {
      const admin = new FakeAdminApi();
      admin.myGrants = { noticia: ['ver'] };
      return admin;
    },
  },
  play: playInCanvas(async (canvas) => {
    await expectText(canvas, 'Pago de gratificación de julio');
    await expect(canvas.queryByRole('button', { name: 'Nueva noticia' })).toBeNull();
    await expect(canvas.queryByRole('columnheader', { name: 'Acciones' })).toBeNull();
  }),
};

export const NuevaNoticia: Story = {
  name: 'Formulario: campos obligatorios y fechas',
  play: playInCanvas(async (canvas) => {
    const form = await openDialog(canvas, 'Nueva noticia');
    await userEvent.click(form.getByRole('button', { name: 'Guardar' }));
    await expectText(form, 'El título es obligatorio.');
    await expect(form.getByText('El contenido es obligatorio.')).toBeVisible();
    await userEvent.type(form.getByRole('textbox', { name: 'Título' }), 'Reunión de tripulantes');
    await userEvent.type(form.getByRole('textbox', { name: 'Contenido' }), 'El lunes en el muelle.');
    // The date field has a section per part (día, mes, año): typing fills them in order.
    const expires = form.getByRole('group', { name: 'Fecha de vencimiento' });
    await userEvent.click(within(expires).getAllByRole('spinbutton')[0]!);
    await userEvent.keyboard('01032026');
    await userEvent.click(form.getByRole('button', { name: 'Guardar' }));
    await expectText(form, 'La fecha de vencimiento debe ser posterior a la fecha de publicación.');
  }),
};

export const Guardada: Story = {
  name: 'Formulario: borrador guardado',
  play: playInCanvas(async (canvas) => {
    const form = await openDialog(canvas, 'Nueva noticia');
    await userEvent.type(form.getByRole('textbox', { name: 'Título' }), 'Reunión de tripulantes');
    await userEvent.type(form.getByRole('textbox', { name: 'Contenido' }), 'El lunes en el muelle.');
    await userEvent.click(form.getByRole('button', { name: 'Guardar' }));
    await expectText(canvas, 'Se guardó la noticia «Reunión de tripulantes» como borrador.');
  }),
};

export const Conflicto: Story = {
  name: 'Formulario: otra persona la cambió',
  args: { news: () => new FakeNewsApi().withSamples().fail('update', stale()) },
  play: playInCanvas(async (canvas) => {
    const form = await openDialog(
      canvas,
      'Editar la noticia Pago de gratificación de julio',
      'Editar noticia',
    );
    const title = await form.findByRole('textbox', { name: 'Título' }, wait);
    await waitFor(() => expect(title).toHaveValue('Pago de gratificación de julio'));
    await expect(form.getByText(/Esta noticia está publicada/)).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: 'Guardar' }));
    await expectText(form, stale().message);
    await expect(form.getByRole('button', { name: 'Guardar' })).toBeDisabled();
  }),
};

export const Publicar: Story = {
  name: 'Publicar un borrador',
  play: playInCanvas(async (canvas) => {
    const dialog = await openDialog(canvas, 'Publicar la noticia Campaña de anchoveta', 'Publicar noticia');
    await userEvent.click(dialog.getByRole('button', { name: 'Publicar' }));
    await expectText(canvas, 'Se publicó la noticia «Campaña de anchoveta».');
    await expect(
      await canvas.findByRole('button', { name: 'Retirar la noticia Campaña de anchoveta' }, wait),
    ).toBeVisible();
  }),
};

export const EliminarRechazado: Story = {
  name: 'Eliminar: el servidor lo rechaza',
  args: { news: () => new FakeNewsApi().withSamples().fail('delete', stale()) },
  play: playInCanvas(async (canvas) => {
    const dialog = await openDialog(
      canvas,
      'Eliminar la noticia Mantenimiento del sistema',
      'Eliminar noticia',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Eliminar' }));
    await expectText(dialog, stale().message);
  }),
};
