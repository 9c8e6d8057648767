import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CatalogueStory } from '../../../tests/support/stories/catalogue-story';
import { PositionsPage } from './PositionsPage';

const meta = {
  title: 'Maestros/Cargos',
  component: CatalogueStory,
  args: { code: 'cargo', page: PositionsPage, feature: 'positions' },
} satisfies Meta<typeof CatalogueStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const wait = { timeout: 10_000 };

export const Lista: Story = {
  name: 'Lista',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: 'Cargos' }, wait);
    await expect(await within(grid).findByText('Patrón', {}, wait)).toBeVisible();
    await expect(within(grid).getByText('S/ 40.00')).toBeVisible();
  },
};

export const Nuevo: Story = {
  name: 'Formulario: campos y reglas',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Nuevo cargo' }, wait));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Nuevo cargo' }, wait);
    await waitFor(() => expect(dialog).toBeVisible());
    const form = within(dialog);
    await expect(form.getByRole('textbox', { name: 'Partes por defecto' })).toHaveValue('1.00');
    const rate = form.getByRole('textbox', { name: /Jornal diario en tierra/ });
    await userEvent.type(rate, '20.505');
    await expect(rate).toHaveValue('20.50');
    await userEvent.click(form.getByRole('button', { name: 'Guardar' }));
    await expect(await form.findByText('El código es obligatorio.')).toBeVisible();
  },
};
