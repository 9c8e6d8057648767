import type { Meta } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { AuthError } from '../../../domain/identity/errors';
import { errors, FAKE_CODE } from '../../../../tests/support/fakes/identity/fake-identity-provider';
import { AuthStory, type AuthStoryObj as Story } from '../../../../tests/support/stories/auth-story';
import { type Canvas, playInCanvas } from '../../../../tests/support/stories/play-in-canvas';

export default {
  title: 'Autenticación/Recuperar contraseña',
  component: AuthStory,
  args: { path: '/forgotPassword' },
} satisfies Meta<typeof AuthStory>;

const requestCode = async (canvas: Canvas, username: string) => {
  await userEvent.type(await canvas.findByRole('textbox', { name: 'Usuario' }), username);
  await userEvent.click(canvas.getByRole('button', { name: 'Enviar código' }));
};

const submitCode = async (canvas: Canvas, code: string, password: string) => {
  await userEvent.type(await canvas.findByRole('textbox', { name: 'Código de verificación' }), code);
  await userEvent.type(canvas.getByLabelText(/^Nueva contraseña/, { selector: 'input' }), password);
  await userEvent.click(canvas.getByRole('button', { name: 'Cambiar contraseña' }));
};

/** Status 1 (failure) of the code request: the message, and the user stays on the request step. */
const requestFails = (username: string, message: string) =>
  playInCanvas(async (canvas) => {
    await requestCode(canvas, username);
    await expect(await canvas.findByText(message)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Enviar código' })).toBeEnabled();
  });

/** Status 2 with a failed submit: the message, and the user stays on the code step. */
const submitFails = (code: string, password: string, message: string) =>
  playInCanvas(async (canvas) => {
    await requestCode(canvas, 'ana');
    await canvas.findByText('Código de verificación enviado');
    await submitCode(canvas, code, password);
    await expect(await canvas.findByText(message)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Código de verificación' })).toBeVisible();
  });

export const Solicitud: Story = {
  name: 'Solicitar el código',
  play: playInCanvas(async (canvas) => {
    await expect(await canvas.findByRole('heading', { name: 'Recuperar contraseña' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar código' }));
    await expect(await canvas.findByText('Ingrese su usuario.')).toBeVisible();
  }),
};

export const Enviando: Story = {
  name: 'Enviando el código',
  args: { setup: (f) => void f.provider.hang('forgotPassword') },
  play: playInCanvas(async (canvas) => {
    await requestCode(canvas, 'ana');
    await expect(await canvas.findByRole('button', { name: 'Enviando…' })).toBeDisabled();
  }),
};

export const CodigoEnviado: Story = {
  name: 'Estado 2: código enviado',
  play: playInCanvas(async (canvas) => {
    await requestCode(canvas, 'ana');
    await expect(await canvas.findByText('Código de verificación enviado')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Código de verificación' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reenviar código' })).toBeVisible();
  }),
};

export const UsuarioNoExiste: Story = {
  name: 'Estado 1: el usuario no existe',
  play: requestFails('nadie', 'El usuario no existe.'),
};

export const LimiteDeSolicitudes: Story = {
  name: 'Estado 1: límite de solicitudes',
  args: { setup: (f) => void f.provider.fail('forgotPassword', errors.limitExceeded()) },
  play: requestFails('ana', 'Límite de intentos excedidos. Intente más tarde.'),
};

export const OtroErrorConMensaje: Story = {
  name: 'Estado 1: otro error (su mensaje)',
  args: {
    setup: (f) =>
      void f.provider.fail('forgotPassword', new AuthError('Unknown', 'Servicio en mantenimiento')),
  },
  play: requestFails('ana', 'Servicio en mantenimiento'),
};

export const OtroErrorSinMensaje: Story = {
  name: 'Estado 1: otro error sin mensaje',
  args: { setup: (f) => void f.provider.fail('forgotPassword', new AuthError('Unknown', '')) },
  play: requestFails('ana', 'Ocurrió un error inesperado.'),
};

export const CodigoIncorrecto: Story = {
  name: 'Estado 2: código incorrecto',
  play: submitFails('000000', 'Nueva-Clave-1', 'El código ingresado no es válido. Inténtalo nuevamente.'),
};

export const CodigoExpirado: Story = {
  name: 'Estado 2: código expirado',
  args: { setup: (f) => void f.provider.fail('confirmForgotPassword', errors.expiredCode()) },
  play: submitFails(FAKE_CODE, 'Nueva-Clave-1', 'El código ha expirado. Solicita uno nuevo.'),
};

export const DemasiadosIntentos: Story = {
  name: 'Estado 2: demasiados intentos',
  args: { setup: (f) => void f.provider.fail('confirmForgotPassword', errors.limitExceeded()) },
  play: submitFails(FAKE_CODE, 'Nueva-Clave-1', 'Has intentado demasiadas veces. Intenta más tarde.'),
};

export const ContrasenaDebil: Story = {
  name: 'Estado 2: contraseña que no cumple los requisitos',
  play: submitFails(FAKE_CODE, 'corta', 'La nueva contraseña no cumple con los requisitos de seguridad.'),
};

export const ContrasenaCambiada: Story = {
  name: 'Estado 3: contraseña cambiada',
  play: playInCanvas(async (canvas) => {
    await requestCode(canvas, 'ana');
    await canvas.findByText('Código de verificación enviado');
    await submitCode(canvas, FAKE_CODE, 'Nueva-Clave-1');
    await expect(await canvas.findByText('Cambió de contraseña completado.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ir a iniciar sesión' })).toHaveAttribute(
      'href',
      '/auth/login',
    );
  }),
};
