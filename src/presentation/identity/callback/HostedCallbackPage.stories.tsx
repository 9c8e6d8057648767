import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { expect } from 'storybook/test';
import { asResolver } from '../../../di/container';
import { DependencyProvider } from '../../core/dependencies';
import { authFakes, authFakesModule } from '../../../../tests/support/fakes/identity/auth-test-module';
import { makeTokens } from '../../../../tests/support/fakes/identity/tokens';
import { playInCanvas } from '../../../../tests/support/stories/play-in-canvas';
import { createTestContainer } from '../../../../tests/support/test-container';
import { withI18nextTexts } from '../i18next-texts';
import { HostedCallbackPage } from './HostedCallbackPage';

/** The page as the application routes it: its texts are i18next's. */
const RoutedCallbackPage = withI18nextTexts(HostedCallbackPage);

type Answer = 'hang' | 'tokens' | 'refused';

/** The page the provider's hosted login returns to, with a scripted token exchange. */
function HostedCallbackStory({ url, answer }: { readonly url: string; readonly answer: Answer }) {
  const [state] = useState(() => {
    const fakes = authFakes();
    fakes.hosted.offered = true;
    fakes.hosted.answer = () =>
      answer === 'hang'
        ? new Promise(() => undefined)
        : answer === 'tokens'
          ? Promise.resolve(makeTokens({ iat: Math.floor(Date.now() / 1000) }))
          : Promise.reject(new Error('invalid_grant'));
    const container = createTestContainer(authFakesModule(fakes));
    const router = createMemoryRouter(
      [
        { path: '/auth/callback', element: <RoutedCallbackPage url={url} /> },
        { path: '*', element: <h1>Dentro del sistema</h1> },
      ],
      { initialEntries: ['/auth/callback'] },
    );
    return { container, router };
  });
  return (
    <DependencyProvider resolver={asResolver(state.container)}>
      <RouterProvider router={state.router} />
    </DependencyProvider>
  );
}

const meta = {
  title: 'Autenticación/Regreso del inicio de sesión alojado',
  component: HostedCallbackStory,
  args: { url: 'http://localhost/auth/callback?code=abc&state=xyz', answer: 'hang' },
} satisfies Meta<typeof HostedCallbackStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SinRespuesta: Story = {
  name: 'Sin respuesta en 10 segundos',
  play: playInCanvas(async (canvas) => {
    // The stories' clock runs instantly: the 10 s wait for the token endpoint is over at once.
    await expect(
      await canvas.findByText(
        'La página de inicio de sesión no respondió en 10 segundos. Intente nuevamente.',
        {},
      ),
    ).toBeVisible();
  }),
};

export const Completado: Story = {
  name: 'Completado',
  args: { answer: 'tokens' },
  play: playInCanvas(async (canvas) => {
    await expect(await canvas.findByRole('heading', { name: 'Dentro del sistema' })).toBeVisible();
  }),
};

export const Rechazado: Story = {
  name: 'Rechazado por el proveedor',
  args: { url: 'http://localhost/auth/callback?error=access_denied', answer: 'refused' },
  play: playInCanvas(async (canvas) => {
    await expect(await canvas.findByRole('alert', {})).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Volver al inicio de sesión' })).toHaveAttribute(
      'href',
      '/auth/login',
    );
  }),
};
