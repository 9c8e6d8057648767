import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { sampleParameters } from '../../../tests/support/fakes/parameters/sample-parameters';
import { CatalogueStory } from '../../../tests/support/stories/catalogue-story';
import { PensionFundsPage } from './PensionFundsPage';

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

const wait = { timeout: 10_000 };

export const Lista: Story = {
  name: 'Regímenes con código de Tabla 11 y valor vigente',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: 'Fondos de pensión' }, wait);
    await userEvent.type(canvas.getByRole('searchbox', { name: /Buscar/ }), 'insurableCap{Enter}');
    await expect(
      await within(grid).findByText('AFP HABITAT: remuneración máxima asegurable', {}, wait),
    ).toBeVisible();
    await expect(within(grid).getAllByText('S/ 12209.11')[0]).toBeVisible();
    await expect(within(grid).getAllByText('Vigente')[0]).toBeVisible();
    await expect(within(grid).getByText('25')).toBeVisible();
  },
};
