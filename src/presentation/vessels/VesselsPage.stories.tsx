import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  CatalogueStory,
  catalogueStories,
  STORY_WAIT as wait,
  type CatalogueStoryObj as Story,
} from '../../../tests/support/stories/catalogue-story';
import { VesselsPage } from './VesselsPage';
import { expectText, openDialog } from '../../../tests/support/stories/queries';
import { playInCanvas } from '../../../tests/support/stories/play-in-canvas';

export default {
  title: 'Maestros/Embarcaciones',
  component: CatalogueStory,
  args: { code: 'embarcacion', page: VesselsPage, feature: 'vessels' },
} satisfies Meta<typeof CatalogueStory>;

const story = catalogueStories('Embarcaciones');
const body = () => within(document.body);

export const Lista: Story = {
  name: 'Lista: empresa y participación vigente',
  ...story.list(['CO-21345-PM', '24.00 %'], async (grid) => {
    await expect(grid.getAllByText('Pesquera Sur S.A.C.')).toHaveLength(2);
  }),
};

export const HistorialDeParticipacion: Story = {
  name: 'Formulario: participación con fechas de vigencia',
  play: playInCanvas(async (canvas) => {
    const form = await openDialog(canvas, 'Editar la embarcación Don Lucho', 'Editar embarcación');
    const history = within(await form.findByRole('group', { name: 'Participación de la tripulación' }, wait));
    await waitFor(() => expect(history.getByRole('textbox', { name: 'Porcentaje 2' })).toHaveValue('24.00'));
    await userEvent.click(history.getByRole('button', { name: 'Agregar porcentaje' }));
    const third = history.getByRole('textbox', { name: 'Porcentaje 3' });
    await userEvent.type(third, '100.5');
    await userEvent.click(form.getByRole('button', { name: 'Guardar' }));
    await expectText(history, /porcentaje de participación/i);
    await userEvent.clear(third);
    // Kept as typed (the comma is read as the point when saved); a minus sign is refused with its reason.
    await userEvent.type(third, '26,5');
    await expect(third).toHaveValue('26,5');
    await userEvent.clear(third);
    await userEvent.type(third, '-5');
    await expect(third).toHaveValue('-5');
    await expect(third).toHaveAccessibleDescription('No admite valores negativos.');
  }),
};

export const NuevaConEmpresas: Story = {
  name: 'Formulario: solo empresas activas',
  play: playInCanvas(async (canvas) => {
    const form = await openDialog(canvas, 'Nueva embarcación');
    await userEvent.type(await form.findByRole('textbox', { name: 'Matrícula' }, wait), 'co-777');
    await expect(form.getByRole('textbox', { name: 'Matrícula' })).toHaveValue('CO-777');
    await userEvent.click(form.getByRole('combobox', { name: 'Empresa propietaria' }));
    const options = within(await body().findByRole('listbox', {}, wait));
    // The menu fades in: wait for it as the user would, not for its first frame.
    await waitFor(
      () => expect(options.getByRole('option', { name: 'Pesquera Sur S.A.C.' })).toBeVisible(),
      wait,
    );
    await expect(options.queryByRole('option', { name: 'Armadores Unidos S.R.L.' })).toBeNull();
  }),
};

export const Exportar: Story = {
  name: 'Exportar a Excel',
  ...story.exportList('CO-21345-PM', 'embarcaciones.xlsx'),
};
