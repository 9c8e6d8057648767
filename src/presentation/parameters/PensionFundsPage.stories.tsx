import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { sampleParameters } from '../../../tests/support/fakes/parameters/sample-parameters';
import {
  CatalogueStory,
  dialogNamed,
  searchGrid,
  type CatalogueStoryObj as Story,
} from '../../../tests/support/stories/catalogue-story';
import { PensionFundsPage } from './PensionFundsPage';
import { STORY_WAIT as wait } from '../../../tests/support/stories/wait';
import { expectText } from '../../../tests/support/stories/queries';
import { playInCanvas } from '../../../tests/support/stories/play-in-canvas';

export default {
  title: 'Parámetros/Fondos de pensión',
  component: CatalogueStory,
  args: {
    code: 'fondo_de_pension',
    page: PensionFundsPage,
    feature: 'parameters',
    backend: sampleParameters,
  },
} satisfies Meta<typeof CatalogueStory>;

export const Lista: Story = {
  name: 'Regímenes con código de Tabla 11 y valor vigente',
  play: async ({ canvasElement }) => {
    const grid = await searchGrid(canvasElement, 'Fondos de pensión', 'insurableCap');
    await expectText(within(grid), 'AFP HABITAT: remuneración máxima asegurable');
    await expect(within(grid).getAllByText('S/ 12,209.11')[0]).toBeVisible();
    await expect(within(grid).getAllByText('Vigente')[0]).toBeVisible();
    await expect(within(grid).getByText('25')).toBeVisible();
  },
};

export const VigentesHoy: Story = {
  name: 'Vigentes hoy por régimen: cada valor con su fecha, y al día tras un cambio',
  play: playInCanvas(async (canvas) => {
    const summary = await canvas.findByRole('grid', { name: 'Vigentes hoy por régimen' }, wait);
    await expect(canvas.getByText(/Valores vigentes al 10\/03\/2026/)).toBeVisible();
    const onp = await within(summary).findByRole('row', { name: /ONP/ }, wait);
    await expect(within(onp).getByText('13.00 %')).toBeVisible();
    await expect(within(onp).getByText('desde 01/01/2023')).toBeVisible();
    await expect(within(onp).getAllByText('—')).toHaveLength(5);
    const integra = within(summary).getByRole('row', { name: /INTEGRA/ });
    await expect(within(integra).getByText('21')).toBeVisible();
    await expect(within(integra).getByText('S/ 12,209.11')).toBeVisible();
    await expect(within(integra).getByText('1.55 %')).toBeVisible();

    // A new insurable cap from today: the summary reads again once it is saved.
    await userEvent.click(canvas.getByRole('button', { name: 'Nuevo valor' }));
    const form = await dialogNamed('Nuevo valor de fondo de pensión');
    const from = form.getByRole('group', { name: 'Vigente desde' });
    await userEvent.click(within(from).getAllByRole('spinbutton')[0]!);
    await userEvent.keyboard('10032026');
    await userEvent.type(form.getByRole('textbox', { name: 'Valor' }), '12500.00');
    await userEvent.type(form.getByRole('textbox', { name: 'Fuente legal o decisión' }), 'Circular SBS');
    await userEvent.click(form.getByRole('button', { name: 'Guardar' }));
    await expectText(within(within(summary).getByRole('row', { name: /INTEGRA/ })), 'S/ 12,500.00');
    await expect(
      within(within(summary).getByRole('row', { name: /INTEGRA/ })).getByText('desde 10/03/2026'),
    ).toBeVisible();
  }),
};
