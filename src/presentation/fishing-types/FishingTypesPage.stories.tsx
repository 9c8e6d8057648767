import type { Meta } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import {
  CatalogueStory,
  catalogueStories,
  type CatalogueStoryObj as Story,
} from '../../../tests/support/stories/catalogue-story';
import { FishingTypesPage } from './FishingTypesPage';

export default {
  title: 'Maestros/Tipos de pesca',
  component: CatalogueStory,
  args: { code: 'tipo_de_pesca', page: FishingTypesPage, feature: 'fishing-types' },
} satisfies Meta<typeof CatalogueStory>;

const story = catalogueStories('Tipos de pesca');

export const Lista: Story = {
  name: 'Lista',
  ...story.list(['CHI', 'Consumo humano directo']),
};

export const Nuevo: Story = {
  name: 'Formulario: campos y reglas',
  ...story.create({
    button: 'Nuevo tipo de pesca',
    fill: async (form) => {
      await userEvent.type(form.getByRole('textbox', { name: 'Código' }), 'chx');
      await expect(form.getByRole('textbox', { name: 'Código' })).toHaveValue('CHX');
    },
    error: 'El nombre es obligatorio.',
  }),
};
