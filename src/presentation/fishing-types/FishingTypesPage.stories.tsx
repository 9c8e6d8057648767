import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CatalogueStory } from '../../../tests/support/stories/catalogue-story';
import { FishingTypesPage } from './FishingTypesPage';

const meta = {
  title: 'Maestros/Tipos de pesca',
  component: CatalogueStory,
  args: { code: 'tipo_de_pesca', page: FishingTypesPage, feature: 'fishing-types' },
} satisfies Meta<typeof CatalogueStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const wait = { timeout: 10_000 };

export const Lista: Story = {
  name: 'Lista',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: 'Tipos de pesca' }, wait);
    await expect(await within(grid).findByText('CHI', {}, wait)).toBeVisible();
    await expect(within(grid).getByText('Consumo humano directo')).toBeVisible();
  },
};

export const Nuevo: Story = {
  name: 'Formulario: campos y reglas',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Nuevo tipo de pesca' }, wait));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Nuevo tipo de pesca' }, wait);
    await waitFor(() => expect(dialog).toBeVisible());
    const form = within(dialog);
    await userEvent.type(form.getByRole('textbox', { name: 'Código' }), 'chx');
    await expect(form.getByRole('textbox', { name: 'Código' })).toHaveValue('CHX');
    await userEvent.click(form.getByRole('button', { name: 'Guardar' }));
    await expect(await form.findByText('El nombre es obligatorio.')).toBeVisible();
  },
};
