import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { sampleParameters } from '../../../tests/support/fakes/parameters/sample-parameters';
import {
  CatalogueStory,
  searchGrid,
  type CatalogueStoryObj as Story,
} from '../../../tests/support/stories/catalogue-story';
import { ParametersPage } from './ParametersPage';
import { STORY_WAIT as wait } from '../../../tests/support/stories/wait';
import { expectText, openDialog } from '../../../tests/support/stories/queries';
import { playInCanvas } from '../../../tests/support/stories/play-in-canvas';

export default {
  title: 'Parámetros/UIT y parámetros',
  component: CatalogueStory,
  args: { code: 'uit', page: ParametersPage, feature: 'parameters', backend: sampleParameters },
} satisfies Meta<typeof CatalogueStory>;

export const Lista: Story = {
  name: 'Lista agrupada con fuentes',
  play: async ({ canvasElement }) => {
    const grid = await searchGrid(canvasElement, 'Parámetros de planilla', 'uit');
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
  play: playInCanvas(async (canvas) => {
    const form = await openDialog(canvas, 'Nuevo valor', 'Nuevo valor de parámetro');
    await userEvent.click(form.getByRole('button', { name: 'Guardar' }));
    await expectText(form, 'Indique la fuente legal o la decisión que respalda el valor.');
  }),
};
