import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { asResolver } from '../../../src/di/container';
import { authRoutes, RequireSession } from '../../../src/presentation/identity/routes';
import { DependencyProvider } from '../../../src/presentation/core/dependencies';
import { authFakes, authFakesModule, type AuthFakes } from '../../support/fakes/identity/auth-test-module';
import {
  errors,
  FAKE_CODE,
  GOOD_PASSWORD,
  TEMPORARY_PASSWORD,
} from '../../support/fakes/identity/fake-identity-provider';
import { makeSession } from '../../support/fakes/identity/tokens';
import { createTestI18n } from '../../support/i18n';
import { AuthStory } from '../../support/stories/auth-story';
import { createTestContainer } from '../../support/test-container';

const i18n = createTestI18n('es');

function renderAuth(path: string, setup?: (fakes: AuthFakes) => void): { fakes: () => AuthFakes } {
  let captured: AuthFakes | undefined;
  render(
    <I18nextProvider i18n={i18n}>
      <AuthStory
        path={path}
        setup={(f) => {
          captured = f;
          setup?.(f);
        }}
      />
    </I18nextProvider>,
  );
  return { fakes: () => captured as AuthFakes };
}

const user = () => userEvent.setup();
const passwordInput = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });

describe('LoginPage', () => {
  it('asks for both fields, in Spanish, and focuses the first missing one', async () => {
    const { fakes } = renderAuth('/auth/login');
    // The login page is loaded lazily: wait for it as long as a busy machine needs (setup-dom.ts).
    await user().click(await screen.findByRole('button', { name: 'Ingresar' }));
    expect(await screen.findByText('Ingrese su usuario.')).toBeInTheDocument();
    expect(screen.getByText('Ingrese su contraseña.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Usuario' })).toHaveFocus();
    expect(fakes().provider.calls).toEqual([]);
  });

  it('signs in and leaves the login page; a wrong password shows the message', async () => {
    renderAuth('/auth/login');
    const u = user();
    await u.type(await screen.findByRole('textbox', { name: 'Usuario' }), 'ana');
    await u.type(passwordInput(/^Contraseña/), 'Mala-Clave-1');
    await u.click(screen.getByRole('button', { name: 'Ingresar' }));
    expect(await screen.findByText('Usuario o contraseña incorrectos.')).toBeInTheDocument();
    await u.clear(passwordInput(/^Contraseña/));
    await u.type(passwordInput(/^Contraseña/), GOOD_PASSWORD);
    await u.click(screen.getByRole('button', { name: 'Ingresar' }));
    expect(await screen.findByRole('heading', { name: 'Dentro del sistema' })).toBeInTheDocument();
  });

  it('submits once while waiting: the button is busy and disabled', async () => {
    const { fakes } = renderAuth('/auth/login', (f) => void f.provider.hang('initiatePasswordAuth'));
    const u = user();
    await u.type(await screen.findByRole('textbox', { name: 'Usuario' }), 'ana');
    await u.type(passwordInput(/^Contraseña/), GOOD_PASSWORD);
    await u.keyboard('{Enter}');
    const busy = await screen.findByRole('button', { name: 'Ingresando…' });
    expect(busy).toBeDisabled();
    await u.keyboard('{Enter}');
    expect(fakes().provider.callsOf('initiatePasswordAuth')).toHaveLength(1);
  });

  it('walks the new-password challenge', async () => {
    const { fakes } = renderAuth('/auth/login');
    const u = user();
    await u.type(await screen.findByRole('textbox', { name: 'Usuario' }), 'nuevo');
    await u.type(passwordInput(/^Contraseña/), TEMPORARY_PASSWORD);
    await u.click(screen.getByRole('button', { name: 'Ingresar' }));
    expect(await screen.findByRole('heading', { name: 'Cambie su contraseña' })).toBeInTheDocument();
    await u.type(passwordInput(/^Nueva contraseña/), 'Nueva-Clave-1');
    await u.click(screen.getByRole('button', { name: 'Guardar y continuar' }));
    expect(await screen.findByRole('heading', { name: 'Dentro del sistema' })).toBeInTheDocument();
    expect(fakes().provider.users.get('nuevo')?.password).toBe('Nueva-Clave-1');
  });

  it('shows the provider-unavailable message after the attempts', async () => {
    renderAuth('/auth/login', (f) => void f.provider.fail('initiatePasswordAuth', errors.unavailable()));
    const u = user();
    await u.type(await screen.findByRole('textbox', { name: 'Usuario' }), 'ana');
    await u.type(passwordInput(/^Contraseña/), GOOD_PASSWORD);
    await u.click(screen.getByRole('button', { name: 'Ingresar' }));
    expect(await screen.findByText(/después de 3 intentos/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ingresar' })).toBeEnabled();
  });
});

describe('ForgotPasswordPage', () => {
  it('goes through status 2 (a failed submit stays on the code step) to status 3', async () => {
    renderAuth('/forgotPassword');
    const u = user();
    await u.type(await screen.findByRole('textbox', { name: 'Usuario' }), 'ana');
    await u.click(screen.getByRole('button', { name: 'Enviar código' }));
    expect(await screen.findByText('Código de verificación enviado')).toBeInTheDocument();
    await u.type(screen.getByRole('textbox', { name: 'Código de verificación' }), '000000');
    await u.type(passwordInput(/^Nueva contraseña/), 'Nueva-Clave-1');
    await u.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    expect(
      await screen.findByText('El código ingresado no es válido. Inténtalo nuevamente.'),
    ).toBeInTheDocument();
    const code = screen.getByRole('textbox', { name: 'Código de verificación' });
    await u.clear(code);
    await u.type(code, FAKE_CODE);
    await u.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    expect(await screen.findByText('Cambió de contraseña completado.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a iniciar sesión' })).toHaveAttribute('href', '/auth/login');
  });

  it('status 1: the user does not exist', async () => {
    renderAuth('/forgotPassword');
    const u = user();
    await u.type(await screen.findByRole('textbox', { name: 'Usuario' }), 'nadie');
    await u.click(screen.getByRole('button', { name: 'Enviar código' }));
    expect(await screen.findByText('El usuario no existe.')).toBeInTheDocument();
  });
});

describe('ChangePasswordPage', () => {
  it('changes the password and returns to the login page with a notice', async () => {
    const { fakes } = renderAuth('/changePassword');
    const u = user();
    await u.type(await screen.findByRole('textbox', { name: 'Usuario' }), 'ana');
    await u.type(passwordInput(/^Contraseña actual/), GOOD_PASSWORD);
    await u.type(passwordInput(/^Nueva contraseña/), 'Nueva-Clave-1');
    await u.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    expect(
      await screen.findByText('Contraseña cambiada. Inicie sesión con su nueva contraseña.'),
    ).toBeInTheDocument();
    expect(fakes().provider.users.get('ana')?.password).toBe('Nueva-Clave-1');
  });
});

describe('RequireSession', () => {
  function renderGuarded(path: string, signedIn: boolean) {
    const fakes = authFakes();
    if (signedIn) {
      fakes.store.save(makeSession({ iat: Math.floor(fakes.clock.now() / 1000) }));
    }
    const container = createTestContainer(authFakesModule(fakes));
    const router = createMemoryRouter(
      [
        ...authRoutes,
        {
          path: '/',
          element: (
            <RequireSession>
              <Outlet />
            </RequireSession>
          ),
          children: [{ path: 'uit', element: <h1>Página UIT</h1> }],
        },
      ],
      { initialEntries: [path] },
    );
    render(
      <I18nextProvider i18n={i18n}>
        <DependencyProvider resolver={asResolver(container)}>
          <RouterProvider router={router} />
        </DependencyProvider>
      </I18nextProvider>,
    );
    return router;
  }

  it('sends a visitor without a session to the login page', async () => {
    const router = renderGuarded('/uit', false);
    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/login');
  });

  it('lets a current session in', async () => {
    renderGuarded('/uit', true);
    const page = await screen.findByRole('heading', { name: 'Página UIT' });
    expect(within(page).getByText('Página UIT')).toBeInTheDocument();
  });
});
