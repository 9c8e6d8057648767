import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import {
  errors,
  GOOD_PASSWORD,
  TEMPORARY_PASSWORD,
} from '../../../../tests/support/fakes/identity/fake-identity-provider';
import { AuthStory, type AuthStoryObj as Story } from '../../../../tests/support/stories/auth-story';
import { type Canvas, playInCanvas } from '../../../../tests/support/stories/play-in-canvas';

export default {
  title: 'Autenticación/Iniciar sesión',
  component: AuthStory,
  args: { path: '/auth/login' },
} satisfies Meta<typeof AuthStory>;

const signIn = async (canvas: Canvas, username: string, password: string) => {
  await userEvent.type(await canvas.findByRole('textbox', { name: 'Usuario' }), username);
  if (password) await userEvent.type(canvas.getByLabelText(/^Contraseña/, { selector: 'input' }), password);
  await userEvent.click(canvas.getByRole('button', { name: 'Ingresar' }));
};

/** Signs in and lands on the step (or the page) with this heading; `then` goes on from there. */
const signInTo = (
  username: string,
  password: string,
  heading: string,
  then: (canvas: Canvas) => Promise<void> = async () => {},
) =>
  playInCanvas(async (canvas) => {
    await signIn(canvas, username, password);
    await expect(await canvas.findByRole('heading', { name: heading })).toBeVisible();
    await then(canvas);
  });

export const Ingreso: Story = {
  name: 'Usuario y contraseña',
  play: playInCanvas(async (canvas) => {
    await expect(await canvas.findByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Usuario' })).toHaveFocus();
    await expect(canvas.getByRole('link', { name: '¿Olvidó su contraseña?' })).toHaveAttribute(
      'href',
      '/forgotPassword',
    );
    await expect(canvas.getByRole('link', { name: 'Cambiar contraseña' })).toHaveAttribute(
      'href',
      '/changePassword',
    );
  }),
};

export const CamposVacios: Story = {
  name: 'Campos obligatorios',
  play: playInCanvas(async (canvas) => {
    await canvas.findByRole('textbox', { name: 'Usuario' });
    await userEvent.click(canvas.getByRole('button', { name: 'Ingresar' }));
    await expect(await canvas.findByText('Ingrese su usuario.')).toBeVisible();
    await expect(canvas.getByText('Ingrese su contraseña.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Usuario' })).toHaveFocus();
  }),
};

export const ContrasenaIncorrecta: Story = {
  name: 'Contraseña incorrecta',
  play: playInCanvas(async (canvas) => {
    await signIn(canvas, 'ana', 'No-Es-Esta-1');
    await expect(await canvas.findByText('Usuario o contraseña incorrectos.')).toBeVisible();
  }),
};

export const Ingresando: Story = {
  name: 'Ingresando (esperando al proveedor)',
  args: { setup: (f) => void f.provider.hang('initiatePasswordAuth') },
  play: playInCanvas(async (canvas) => {
    await signIn(canvas, 'ana', GOOD_PASSWORD);
    const busy = await canvas.findByRole('button', { name: 'Ingresando…' });
    await expect(busy).toBeDisabled();
  }),
};

export const Ingresado: Story = {
  name: 'Ingreso correcto',
  play: signInTo('ana', GOOD_PASSWORD, 'Dentro del sistema'),
};

export const NuevaContrasena: Story = {
  name: 'Nueva contraseña requerida',
  play: signInTo('nuevo', TEMPORARY_PASSWORD, 'Cambie su contraseña', async (canvas) => {
    await userEvent.type(canvas.getByLabelText(/^Nueva contraseña/, { selector: 'input' }), 'corta');
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar y continuar' }));
    await expect(
      await canvas.findByText('La nueva contraseña no cumple con los requisitos de seguridad.'),
    ).toBeVisible();
  }),
};

export const RetoPersonalizado: Story = {
  name: 'Código enviado por correo (CUSTOM_CHALLENGE)',
  play: signInTo('codigo', GOOD_PASSWORD, 'Verificación adicional', async (canvas) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Verificar' }));
    await expect(await canvas.findByText('Ingrese el código de verificación.')).toBeVisible();
  }),
};

export const CodigoTotp: Story = {
  name: 'Código de la aplicación autenticadora (SOFTWARE_TOKEN_MFA)',
  play: signInTo('totp', GOOD_PASSWORD, 'Verificación en dos pasos', async (canvas) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Código de 6 dígitos' }), '000000');
    await userEvent.click(canvas.getByRole('button', { name: 'Verificar' }));
    await expect(await canvas.findByRole('alert')).toBeVisible();
  }),
};

export const ConfigurarMfa: Story = {
  name: 'Configurar la aplicación autenticadora (MFA_SETUP)',
  play: signInTo('configurar', GOOD_PASSWORD, 'Configure su aplicación autenticadora', async (canvas) => {
    await expect(canvas.getByText('Clave secreta')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Abrir en la aplicación autenticadora' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^otpauth:\/\/totp\//),
    );
  }),
};

export const ProveedorNoDisponible: Story = {
  name: 'Proveedor no disponible tras 3 intentos',
  args: { setup: (f) => void f.provider.fail('initiatePasswordAuth', errors.unavailable()) },
  play: playInCanvas(async (canvas) => {
    await signIn(canvas, 'ana', GOOD_PASSWORD);
    await expect(
      await canvas.findByText(/No se pudo conectar con el servicio de autenticación después de 3 intentos/),
    ).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Ingresar' })).toBeEnabled());
  }),
};

export const ConIngresoAlojado: Story = {
  name: 'Con la página de inicio de sesión del proveedor',
  args: { setup: (f) => void (f.hosted.offered = true) },
  play: playInCanvas(async (canvas) => {
    await expect(
      await canvas.findByRole('button', { name: 'Ingresar con la página de inicio de sesión' }),
    ).toBeVisible();
  }),
};
