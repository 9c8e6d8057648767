import type { Meta } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import {
  CatalogueStory,
  catalogueStories,
  type CatalogueStoryObj as Story,
} from '../../../tests/support/stories/catalogue-story';
import { PlantsPage } from './PlantsPage';

export default {
  title: 'Maestros/Fábricas',
  component: CatalogueStory,
  args: { code: 'fabrica', page: PlantsPage, feature: 'plants' },
} satisfies Meta<typeof CatalogueStory>;

const story = catalogueStories('Fábricas');

export const Lista: Story = {
  name: 'Lista',
  ...story.list(['Planta Pisco Norte', 'Chimbote']),
};

export const Nuevo: Story = {
  name: 'Formulario: campos y reglas',
  ...story.create({
    button: 'Nueva fábrica',
    fill: async (form) => {
      await expect(form.getByRole('textbox', { name: 'Nombre' })).toHaveAttribute('maxlength', '100');
    },
    error: 'El RUC es obligatorio.',
  }),
};
