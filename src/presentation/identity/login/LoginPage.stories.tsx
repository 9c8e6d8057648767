import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  errors,
  GOOD_PASSWORD,
  TEMPORARY_PASSWORD,
} from '../../../../tests/support/fakes/identity/fake-identity-provider';
import { AuthStory } from '../../../../tests/support/stories/auth-story';

const meta = {
  title: 'Autenticación/Iniciar sesión',
  component: AuthStory,
  args: { path: '/auth/login' },
} satisfies Meta<typeof AuthStory>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const signIn = async (canvas: Canvas, username: string, password: string) => {
  await userEvent.type(await canvas.findByRole('textbox', { name: 'Usuario' }), username);
  if (password) await userEvent.type(canvas.getByLabelText(/^Contraseña/, { selector: 'input' }), password);
  await userEvent.click(canvas.getByRole('button', { name: 'Ingresar' }));
};

export const Ingreso: Story = {
  name: 'Usuario y contraseña',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
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
  },
};

export const CamposVacios: Story = {
  name: 'Campos obligatorios',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('textbox', { name: 'Usuario' });
    await userEvent.click(canvas.getByRole('button', { name: 'Ingresar' }));
    await expect(await canvas.findByText('Ingrese su usuario.')).toBeVisible();
    await expect(canvas.getByText('Ingrese su contraseña.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Usuario' })).toHaveFocus();
  },
};

export const ContrasenaIncorrecta: Story = {
  name: 'Contraseña incorrecta',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await signIn(canvas, 'ana', 'No-Es-Esta-1');
    await expect(await canvas.findByText('Usuario o contraseña incorrectos.')).toBeVisible();
  },
};

export const Ingresando: Story = {
  name: 'Ingresando (esperando al proveedor)',
  args: { setup: (f) => void f.provider.hang('initiatePasswordAuth') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await signIn(canvas, 'ana', GOOD_PASSWORD);
    const busy = await canvas.findByRole('button', { name: 'Ingresando…' });
    await expect(busy).toBeDisabled();
  },
};

export const Ingresado: Story = {
  name: 'Ingreso correcto',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await signIn(canvas, 'ana', GOOD_PASSWORD);
    await expect(await canvas.findByRole('heading', { name: 'Dentro del sistema' })).toBeVisible();
  },
};

export const NuevaContrasena: Story = {
  name: 'Nueva contraseña requerida',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await signIn(canvas, 'nuevo', TEMPORARY_PASSWORD);
    await expect(await canvas.findByRole('heading', { name: 'Cambie su contraseña' })).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/^Nueva contraseña/, { selector: 'input' }), 'corta');
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar y continuar' }));
    await expect(
      await canvas.findByText('La nueva contraseña no cumple con los requisitos de seguridad.'),
    ).toBeVisible();
  },
};

export const RetoPersonalizado: Story = {
  name: 'Código enviado por correo (CUSTOM_CHALLENGE)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await signIn(canvas, 'codigo', GOOD_PASSWORD);
    await expect(await canvas.findByRole('heading', { name: 'Verificación adicional' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Verificar' }));
    await expect(await canvas.findByText('Ingrese el código de verificación.')).toBeVisible();
  },
};

export const CodigoTotp: Story = {
  name: 'Código de la aplicación autenticadora (SOFTWARE_TOKEN_MFA)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await signIn(canvas, 'totp', GOOD_PASSWORD);
    await expect(await canvas.findByRole('heading', { name: 'Verificación en dos pasos' })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Código de 6 dígitos' }), '000000');
    await userEvent.click(canvas.getByRole('button', { name: 'Verificar' }));
    await expect(await canvas.findByRole('alert')).toBeVisible();
  },
};

export const ConfigurarMfa: Story = {
  name: 'Configurar la aplicación autenticadora (MFA_SETUP)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await signIn(canvas, 'configurar', GOOD_PASSWORD);
    await expect(
      await canvas.findByRole('heading', { name: 'Configure su aplicación autenticadora' }),
    ).toBeVisible();
    await expect(canvas.getByText('Clave secreta')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Abrir en la aplicación autenticadora' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^otpauth:\/\/totp\//),
    );
  },
};

export const ProveedorNoDisponible: Story = {
  name: 'Proveedor no disponible tras 3 intentos',
  args: { setup: (f) => void f.provider.fail('initiatePasswordAuth', errors.unavailable()) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await signIn(canvas, 'ana', GOOD_PASSWORD);
    await expect(
      await canvas.findByText(/No se pudo conectar con el servicio de autenticación después de 3 intentos/),
    ).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Ingresar' })).toBeEnabled());
  },
};

export const ConIngresoAlojado: Story = {
  name: 'Con la página de inicio de sesión del proveedor',
  args: { setup: (f) => void (f.hosted.offered = true) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('button', { name: 'Ingresar con la página de inicio de sesión' }),
    ).toBeVisible();
  },
};
