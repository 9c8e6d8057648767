import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { sampleParameters } from '../../../tests/support/fakes/parameters/sample-parameters';
import { CatalogueStory } from '../../../tests/support/stories/catalogue-story';
import { SpecialtyPayPage } from './SpecialtyPayPage';

const meta = {
  title: 'Parámetros/Pago por especialidad',
  component: CatalogueStory,
  args: {
    code: 'pago_por_especialidad',
    page: SpecialtyPayPage,
    feature: 'specialty-pay',
    backend: sampleParameters,
  },
} satisfies Meta<typeof CatalogueStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const wait = { timeout: 10_000 };

export const Lista: Story = {
  name: 'Lista',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: 'Pagos por especialidad' }, wait);
    await expect(await within(grid).findByText('S/ 150.00', {}, wait)).toBeVisible();
    await expect(within(grid).getByText('Todas')).toBeVisible();
  },
};

export const Nuevo: Story = {
  name: 'Formulario: el cargo es obligatorio',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Nuevo pago' }, wait));
    const dialog = await within(document.body).findByRole(
      'dialog',
      { name: 'Nuevo pago por especialidad' },
      wait,
    );
    await waitFor(() => expect(dialog).toBeVisible(), wait);
    const form = within(dialog);
    await userEvent.click(form.getByRole('button', { name: 'Guardar' }));
    await expect(await form.findByText('Seleccione una opción.', {}, wait)).toBeVisible();
  },
};
