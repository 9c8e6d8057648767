import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SessionCheckFailed } from './SessionCheckFailed';

const meta = {
  title: 'Autenticación/No se pudo verificar la sesión',
  component: SessionCheckFailed,
  args: {
    message: 'No se pudo verificar la sesión. Revise su conexión e intente nuevamente.',
    onRetry: fn(),
  },
} satisfies Meta<typeof SessionCheckFailed>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ConReintento: Story = {
  name: 'Con reintento',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('No se pudo verificar la sesión.');
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('link', { name: 'Ir a iniciar sesión' })).toHaveAttribute(
      'href',
      '/auth/login',
    );
  },
};
