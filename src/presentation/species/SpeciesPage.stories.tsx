import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CatalogueStory } from '../../../tests/support/stories/catalogue-story';
import { SpeciesPage } from './SpeciesPage';

const meta = {
  title: 'Maestros/Especies',
  component: CatalogueStory,
  args: { code: 'especie', page: SpeciesPage, feature: 'species' },
} satisfies Meta<typeof CatalogueStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const wait = { timeout: 10_000 };

export const Lista: Story = {
  name: 'Lista',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: 'Especies' }, wait);
    await expect(await within(grid).findByText('Anchoveta', {}, wait)).toBeVisible();
    await expect(within(grid).getByText('Engraulis ringens')).toBeVisible();
    await expect(within(grid).getByText('Consumo humano indirecto')).toBeVisible();
  },
};

export const Nuevo: Story = {
  name: 'Formulario: campos y reglas',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Nueva especie' }, wait));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Nueva especie' }, wait);
    await waitFor(() => expect(dialog).toBeVisible());
    const form = within(dialog);
    await userEvent.click(await form.findByRole('combobox', { name: 'Tipo de pesca' }, wait));
    const options = within(await within(document.body).findByRole('listbox', {}, wait));
    await userEvent.click(options.getByRole('option', { name: 'CHD · Consumo humano directo' }));
    await userEvent.click(form.getByRole('button', { name: 'Guardar' }));
    await expect(await form.findByText('El nombre común es obligatorio.')).toBeVisible();
  },
};
