import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { asResolver } from '../../../src/di/container';
import { fixedTranslations } from '../../../src/infrastructure/i18n/fixed-translations';
import { SignInIsland } from '../../../src/presentation/identity/login/SignInIsland';
import { authFakes, authFakesModule } from '../../support/fakes/identity/auth-test-module';
import { GOOD_PASSWORD, TEMPORARY_PASSWORD } from '../../support/fakes/identity/fake-identity-provider';
import { createTestContainer } from '../../support/test-container';

const t = fixedTranslations(
  JSON.parse(readFileSync('public/assets/i18n/es.json', 'utf8')) as Record<string, unknown>,
);

/** The sign-in page's island, as src/sign-in.tsx starts it, with fakes for the identity provider. */
function renderIsland(locationState: unknown = null) {
  const fakes = authFakes();
  const resolver = asResolver(createTestContainer(authFakesModule(fakes)));
  const leave = vi.fn();
  render(<SignInIsland resolver={resolver} t={t} locationState={locationState} leave={leave} />);
  return { leave, fakes };
}

const passwordInput = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });

describe('the sign-in page’s island', () => {
  it('signs in through the sign-in use case, in Spanish, then leaves for where the user was going', async () => {
    const { leave } = renderIsland({ from: '/planilla/semanas' });
    const u = userEvent.setup();
    await u.type(screen.getByRole('textbox', { name: 'Usuario' }), 'ana');
    await u.type(passwordInput(/^Contraseña/), 'Mala-Clave-1');
    await u.click(screen.getByRole('button', { name: 'Ingresar' }));
    expect(await screen.findByText('Usuario o contraseña incorrectos.')).toBeInTheDocument();
    expect(leave).not.toHaveBeenCalled();
    await u.clear(passwordInput(/^Contraseña/));
    await u.type(passwordInput(/^Contraseña/), GOOD_PASSWORD);
    await u.click(screen.getByRole('button', { name: 'Ingresar' }));
    await vi.waitFor(() => expect(leave).toHaveBeenCalledWith('/planilla/semanas', { replace: true }));
  });

  it('walks a challenge (a new password) without the application, then leaves for the start page', async () => {
    const { leave, fakes } = renderIsland();
    const u = userEvent.setup();
    await u.type(screen.getByRole('textbox', { name: 'Usuario' }), 'nuevo');
    await u.type(passwordInput(/^Contraseña/), TEMPORARY_PASSWORD);
    await u.click(screen.getByRole('button', { name: 'Ingresar' }));
    expect(await screen.findByRole('heading', { name: 'Cambie su contraseña' })).toBeInTheDocument();
    expect(leave).not.toHaveBeenCalled();
    await u.type(passwordInput(/^Nueva contraseña/), 'Nueva-Clave-1');
    await u.click(screen.getByRole('button', { name: 'Guardar y continuar' }));
    await vi.waitFor(() => expect(leave).toHaveBeenCalledWith('/', { replace: true }));
    expect(fakes.provider.users.get('nuevo')?.password).toBe('Nueva-Clave-1');
  });

  it('hands a link over to the application instead of loading a page', async () => {
    const { leave } = renderIsland();
    await userEvent.setup().click(screen.getByRole('link', { name: '¿Olvidó su contraseña?' }));
    expect(leave).toHaveBeenCalledWith('/forgotPassword', { replace: false });
  });
});
