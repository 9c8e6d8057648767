import type { Meta } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import {
  CatalogueStory,
  catalogueStories,
  STORY_WAIT,
  type CatalogueStoryObj as Story,
} from '../../../tests/support/stories/catalogue-story';
import { SpeciesPage } from './SpeciesPage';

export default {
  title: 'Maestros/Especies',
  component: CatalogueStory,
  args: { code: 'especie', page: SpeciesPage, feature: 'species' },
} satisfies Meta<typeof CatalogueStory>;

const story = catalogueStories('Especies');

export const Lista: Story = {
  name: 'Lista',
  ...story.list(['Anchoveta', 'Engraulis ringens', 'Consumo humano indirecto']),
};

export const Nuevo: Story = {
  name: 'Formulario: campos y reglas',
  ...story.create({
    button: 'Nueva especie',
    fill: async (form) => {
      await userEvent.click(await form.findByRole('combobox', { name: 'Tipo de pesca' }, STORY_WAIT));
      const options = within(await within(document.body).findByRole('listbox', {}, STORY_WAIT));
      await userEvent.click(options.getByRole('option', { name: 'CHD · Consumo humano directo' }));
    },
    error: 'El nombre común es obligatorio.',
  }),
};
