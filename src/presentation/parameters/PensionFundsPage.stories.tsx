import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { sampleParameters } from '../../../tests/support/fakes/parameters/sample-parameters';
import { CatalogueStory } from '../../../tests/support/stories/catalogue-story';
import { PensionFundsPage } from './PensionFundsPage';
import { STORY_WAIT } from '../../../tests/support/stories/wait';

const meta = {
  title: 'Parámetros/Fondos de pensión',
  component: CatalogueStory,
  args: {
    code: 'fondo_de_pension',
    page: PensionFundsPage,
    feature: 'pension-funds',
    backend: sampleParameters,
  },
} satisfies Meta<typeof CatalogueStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const wait = STORY_WAIT;

export const Lista: Story = {
  name: 'Regímenes con código de Tabla 11 y valor vigente',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: 'Fondos de pensión' }, wait);
    // One paste, not a key at a time: each key re-renders the grid, slow on a busy machine.
    await userEvent.click(canvas.getByRole('searchbox', { name: /Buscar/ }));
    await userEvent.paste('insurableCap');
    await userEvent.keyboard('{Enter}');
    await expect(
      await within(grid).findByText('AFP HABITAT: remuneración máxima asegurable', {}, wait),
    ).toBeVisible();
    await expect(within(grid).getAllByText('S/ 12209.11')[0]).toBeVisible();
    await expect(within(grid).getAllByText('Vigente')[0]).toBeVisible();
    await expect(within(grid).getByText('25')).toBeVisible();
  },
};
