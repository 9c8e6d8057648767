import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CatalogueStory } from '../../../tests/support/stories/catalogue-story';
import { PlantsPage } from './PlantsPage';

const meta = {
  title: 'Maestros/Fábricas',
  component: CatalogueStory,
  args: { code: 'fabrica', page: PlantsPage, feature: 'plants' },
} satisfies Meta<typeof CatalogueStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const wait = { timeout: 10_000 };

export const Lista: Story = {
  name: 'Lista',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: 'Fábricas' }, wait);
    await expect(await within(grid).findByText('Planta Pisco Norte', {}, wait)).toBeVisible();
    await expect(within(grid).getByText('Chimbote')).toBeVisible();
  },
};

export const Nuevo: Story = {
  name: 'Formulario: campos y reglas',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Nueva fábrica' }, wait));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Nueva fábrica' }, wait);
    await waitFor(() => expect(dialog).toBeVisible());
    const form = within(dialog);
    await expect(form.getByRole('textbox', { name: 'Nombre' })).toHaveAttribute('maxlength', '100');
    await userEvent.click(form.getByRole('button', { name: 'Guardar' }));
    await expect(await form.findByText('El RUC es obligatorio.')).toBeVisible();
  },
};
