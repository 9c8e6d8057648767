import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StartupErrorPage } from './StartupErrorPage';

const meta = {
  title: 'Páginas/Error de inicio',
  component: StartupErrorPage,
  args: { detail: 'No se pudo obtener la configuración (http://localhost/app-config.json).', onRetry: fn() },
} satisfies Meta<typeof StartupErrorPage>;
export default meta;

export const ConfigurationUnavailable: StoryObj<typeof meta> = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No se pudo iniciar el Sistema de Planillas')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const TranslationsUnavailable: StoryObj<typeof meta> = {
  args: { detail: 'No se pudieron cargar las traducciones (assets/i18n/es.json).' },
};
