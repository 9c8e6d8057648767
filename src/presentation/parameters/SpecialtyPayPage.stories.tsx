import type { Meta } from '@storybook/react-vite';
import { sampleParameters } from '../../../tests/support/fakes/parameters/sample-parameters';
import {
  CatalogueStory,
  catalogueStories,
  type CatalogueStoryObj as Story,
} from '../../../tests/support/stories/catalogue-story';
import { SpecialtyPayPage } from './SpecialtyPayPage';

export default {
  title: 'Parámetros/Pago por especialidad',
  component: CatalogueStory,
  args: {
    code: 'pago_por_especialidad',
    page: SpecialtyPayPage,
    feature: 'parameters',
    backend: sampleParameters,
  },
} satisfies Meta<typeof CatalogueStory>;

const story = catalogueStories('Pagos por especialidad');

export const Lista: Story = {
  name: 'Lista',
  ...story.list(['S/ 150.00', 'Todas']),
};

export const Nuevo: Story = {
  name: 'Formulario: el cargo es obligatorio',
  ...story.create({
    button: 'Nuevo pago',
    dialog: 'Nuevo pago por especialidad',
    error: 'Seleccione una opción.',
  }),
};
