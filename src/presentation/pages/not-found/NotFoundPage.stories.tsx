import type { Meta, StoryObj } from '@storybook/react-vite';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { NotFoundPage } from './NotFoundPage';

const meta = {
  title: 'Páginas/No encontrada',
  component: NotFoundPage,
  render: () => (
    <RouterProvider
      router={createMemoryRouter(
        [
          { path: '/', element: <p>Inicio</p> },
          { path: '/notfound', element: <NotFoundPage /> },
        ],
        { initialEntries: ['/notfound'] },
      )}
    />
  ),
} satisfies Meta<typeof NotFoundPage>;
export default meta;

export const Default: StoryObj<typeof meta> = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('404')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
    await expect(canvas.getByText('Recurso no disponible.')).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Volver' }));
    await expect(await canvas.findByText('Inicio')).toBeVisible();
  },
};
