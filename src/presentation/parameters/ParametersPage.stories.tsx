import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { sampleParameters } from '../../../tests/support/fakes/parameters/sample-parameters';
import { CatalogueStory } from '../../../tests/support/stories/catalogue-story';
import { ParametersPage } from './ParametersPage';
import { STORY_WAIT as wait } from '../../../tests/support/stories/wait';

const meta = {
  title: 'Parámetros/UIT y parámetros',
  component: CatalogueStory,
  args: { code: 'uit', page: ParametersPage, feature: 'parameters', backend: sampleParameters },
} satisfies Meta<typeof CatalogueStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Lista: Story = {
  name: 'Lista agrupada con fuentes',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: 'Parámetros de planilla' }, wait);
    // One paste, not a key at a time: each key re-renders the grid, slow on a busy machine.
    await userEvent.click(canvas.getByRole('searchbox', { name: /Buscar/ }));
    await userEvent.paste('uit');
    await userEvent.keyboard('{Enter}');
    const uit = await within(grid).findByText('S/ 5,350.00', {}, wait);
    await expect(uit).toBeVisible();
    // The UIT's own row (the URP, a tenth of it, is found by «uit» too).
    const row = within(uit.closest<HTMLElement>('[role="row"]')!);
    await expect(row.getByText('Del 01/01/2025 al 31/12/2025')).toBeVisible();
    await expect(within(grid).getAllByText(/D\.S\. 260-2024-EF/)[0]).toBeVisible();
  },
};

export const Nuevo: Story = {
  name: 'Formulario: nuevo valor desde una fecha',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Nuevo valor' }, wait));
    const dialog = await within(document.body).findByRole(
      'dialog',
      { name: 'Nuevo valor de parámetro' },
      wait,
    );
    await waitFor(() => expect(dialog).toBeVisible(), wait);
    const form = within(dialog);
    await userEvent.click(form.getByRole('button', { name: 'Guardar' }));
    await expect(
      await form.findByText('Indique la fuente legal o la decisión que respalda el valor.', {}, wait),
    ).toBeVisible();
  },
};
