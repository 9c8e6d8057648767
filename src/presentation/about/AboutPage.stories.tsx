import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { FeatureStory, type FeatureStoryObj as Story } from '../../../tests/support/stories/feature-story';
import { AboutPage } from './AboutPage';
import { STORY_WAIT as wait } from '../../../tests/support/stories/wait';
import { playInCanvas } from '../../../tests/support/stories/play-in-canvas';

const about = {
  builtAt: '2026-11-23T04:25:00.000Z',
  packages: [
    {
      name: 'react',
      version: '19.3.1',
      license: 'MIT',
      homepage: 'https://react.dev',
      text: 'MIT License\n\nCopyright (c) Meta',
    },
    { name: 'rxjs', version: '7.8.2', license: 'Apache-2.0', homepage: null, text: 'Apache License 2.0' },
    { name: 'i18next', version: '26.7.2', license: 'MIT', homepage: null, text: '' },
  ],
};

export default {
  title: 'Acerca de/Página',
  component: FeatureStory,
  args: {
    page: AboutPage,
    files: { 'assets/data/information.json': { data: [{ version: '2.1' }] }, 'assets/about.json': about },
  },
} satisfies Meta<typeof FeatureStory>;

export const Completa: Story = {
  name: 'Versión, compilación y licencias',
  play: playInCanvas(async (canvas) => {
    await expect(await canvas.findByTestId('about-version', {}, wait)).toHaveTextContent('2.1');
    await expect(canvas.getByTestId('about-built-at')).toHaveTextContent('22/11/2026 23:25');
    await expect(canvas.getByText('MIT: 2')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /react/ }));
    const text = await canvas.findByText(/Copyright \(c\) Meta/, {}, wait);
    await waitFor(() => expect(text).toBeVisible());
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Buscar paquete o licencia' }), 'apache');
    await waitFor(() => expect(canvas.queryByRole('button', { name: /react/ })).toBeNull());
    await expect(canvas.getByRole('button', { name: /rxjs/ })).toBeVisible();
  }),
};

export const SinLicencias: Story = {
  name: 'Sin archivo de compilación',
  args: { files: {} },
  play: playInCanvas(async (canvas) => {
    await expect(await canvas.findByTestId('about-version', {}, wait)).toHaveTextContent('1.0');
    await expect(canvas.getByTestId('about-built-at')).toHaveTextContent('No disponible');
    await expect(canvas.getByText(/se genera al compilar el producto/)).toBeVisible();
  }),
};
