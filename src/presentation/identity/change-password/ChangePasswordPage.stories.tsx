import type { Meta } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import {
  GOOD_PASSWORD,
  TEMPORARY_PASSWORD,
} from '../../../../tests/support/fakes/identity/fake-identity-provider';
import { AuthStory, type AuthStoryObj as Story } from '../../../../tests/support/stories/auth-story';
import { type Canvas, playInCanvas } from '../../../../tests/support/stories/play-in-canvas';

export default {
  title: 'Autenticación/Cambiar contraseña',
  component: AuthStory,
  args: { path: '/changePassword' },
} satisfies Meta<typeof AuthStory>;

const change = async (canvas: Canvas, username: string, oldPassword: string, newPassword: string) => {
  await userEvent.type(await canvas.findByRole('textbox', { name: 'Usuario' }), username);
  await userEvent.type(canvas.getByLabelText(/^Contraseña actual/, { selector: 'input' }), oldPassword);
  await userEvent.type(canvas.getByLabelText(/^Nueva contraseña/, { selector: 'input' }), newPassword);
  await userEvent.click(canvas.getByRole('button', { name: 'Cambiar contraseña' }));
};

/** A change that succeeds: back on the login page, which says so. */
const changesFrom = (username: string, oldPassword: string) =>
  playInCanvas(async (canvas) => {
    await change(canvas, username, oldPassword, 'Nueva-Clave-1');
    await expect(
      await canvas.findByText('Contraseña cambiada. Inicie sesión con su nueva contraseña.'),
    ).toBeVisible();
  });

export const Formulario: Story = {
  name: 'Formulario',
  play: playInCanvas(async (canvas) => {
    await expect(await canvas.findByRole('heading', { name: 'Cambiar contraseña' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cambiar contraseña' }));
    await expect(await canvas.findByText('Ingrese su usuario.')).toBeVisible();
    await expect(canvas.getByText('Ingrese su contraseña actual.')).toBeVisible();
    await expect(canvas.getByText('Ingrese la nueva contraseña.')).toBeVisible();
  }),
};

export const Cambiando: Story = {
  name: 'Cambiando',
  args: { setup: (f) => void f.provider.hang('initiatePasswordAuth') },
  play: playInCanvas(async (canvas) => {
    await change(canvas, 'ana', GOOD_PASSWORD, 'Nueva-Clave-1');
    await expect(await canvas.findByRole('button', { name: 'Cambiando…' })).toBeDisabled();
  }),
};

export const DesdeContrasenaTemporal: Story = {
  name: 'Cambiada desde la contraseña temporal',
  play: changesFrom('nuevo', TEMPORARY_PASSWORD),
};

export const DesdeContrasenaVigente: Story = {
  name: 'Cambiada desde la contraseña vigente',
  play: changesFrom('ana', GOOD_PASSWORD),
};

export const Fallo: Story = {
  name: 'Fallo (solo se registra)',
  play: playInCanvas(async (canvas) => {
    await change(canvas, 'ana', 'No-Es-Esta-1', 'Nueva-Clave-1');
    await expect(await canvas.findByRole('button', { name: 'Cambiar contraseña' })).toBeEnabled();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByRole('heading', { name: 'Cambiar contraseña' })).toBeVisible();
  }),
};
