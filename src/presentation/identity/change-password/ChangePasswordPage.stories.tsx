import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  GOOD_PASSWORD,
  TEMPORARY_PASSWORD,
} from '../../../../tests/support/fakes/identity/fake-identity-provider';
import { AuthStory } from '../../../../tests/support/stories/auth-story';

const meta = {
  title: 'Autenticación/Cambiar contraseña',
  component: AuthStory,
  args: { path: '/changePassword' },
} satisfies Meta<typeof AuthStory>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const change = async (canvas: Canvas, username: string, oldPassword: string, newPassword: string) => {
  await userEvent.type(await canvas.findByRole('textbox', { name: 'Usuario' }), username);
  await userEvent.type(canvas.getByLabelText(/^Contraseña actual/, { selector: 'input' }), oldPassword);
  await userEvent.type(canvas.getByLabelText(/^Nueva contraseña/, { selector: 'input' }), newPassword);
  await userEvent.click(canvas.getByRole('button', { name: 'Cambiar contraseña' }));
};

export const Formulario: Story = {
  name: 'Formulario',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Cambiar contraseña' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cambiar contraseña' }));
    await expect(await canvas.findByText('Ingrese su usuario.')).toBeVisible();
    await expect(canvas.getByText('Ingrese su contraseña actual.')).toBeVisible();
    await expect(canvas.getByText('Ingrese la nueva contraseña.')).toBeVisible();
  },
};

export const Cambiando: Story = {
  name: 'Cambiando',
  args: { setup: (f) => void f.provider.hang('initiatePasswordAuth') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await change(canvas, 'ana', GOOD_PASSWORD, 'Nueva-Clave-1');
    await expect(await canvas.findByRole('button', { name: 'Cambiando…' })).toBeDisabled();
  },
};

export const DesdeContrasenaTemporal: Story = {
  name: 'Cambiada desde la contraseña temporal',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await change(canvas, 'nuevo', TEMPORARY_PASSWORD, 'Nueva-Clave-1');
    await expect(
      await canvas.findByText('Contraseña cambiada. Inicie sesión con su nueva contraseña.'),
    ).toBeVisible();
  },
};

export const DesdeContrasenaVigente: Story = {
  name: 'Cambiada desde la contraseña vigente',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await change(canvas, 'ana', GOOD_PASSWORD, 'Nueva-Clave-1');
    await expect(
      await canvas.findByText('Contraseña cambiada. Inicie sesión con su nueva contraseña.'),
    ).toBeVisible();
  },
};

export const Fallo: Story = {
  name: 'Fallo (solo se registra)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await change(canvas, 'ana', 'No-Es-Esta-1', 'Nueva-Clave-1');
    await expect(await canvas.findByRole('button', { name: 'Cambiar contraseña' })).toBeEnabled();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByRole('heading', { name: 'Cambiar contraseña' })).toBeVisible();
  },
};
