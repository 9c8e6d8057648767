import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { NotFoundPage } from '../../../src/presentation/pages/not-found/NotFoundPage';
import { createTestI18n } from '../../support/i18n';

describe('NotFoundPage', () => {
  it('shows the spec texts and goes back to the root', async () => {
    const router = createMemoryRouter(
      [
        { path: '/', element: <p>raíz</p> },
        { path: '/notfound', element: <NotFoundPage /> },
      ],
      { initialEntries: ['/notfound'] },
    );
    render(
      <I18nextProvider i18n={createTestI18n()}>
        <RouterProvider router={router} />
      </I18nextProvider>,
    );
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Página no encontrada' })).toBeInTheDocument();
    expect(screen.getByText('Recurso no disponible.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Volver' }));
    expect(await screen.findByText('raíz')).toBeInTheDocument();
  });
});
