import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FakeAdminApi, unavailable } from '../../../tests/support/fakes/admin/fake-admin-api';
import { AdminStory } from '../../../tests/support/stories/admin-story';
import { AuditoriaPage } from '../pages/auditoria/AuditoriaPage';
import { RolPage } from '../pages/rol/RolPage';
import { UsuarioPage } from '../pages/usuario/UsuarioPage';

const meta = {
  title: 'Administración/Páginas',
  component: AdminStory,
  args: { page: RolPage, api: () => new FakeAdminApi().withRoles(3) },
} satisfies Meta<typeof AdminStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const wait = { timeout: 5000 };

export const Roles: Story = {
  name: 'Roles: lista',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Roles' }, wait)).toBeVisible();
    await expect(await canvas.findByText('Administrador', {}, wait)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Nuevo rol' })).toBeEnabled();
  },
};

export const RolesCargando: Story = {
  name: 'Roles: cargando',
  args: { api: () => new FakeAdminApi().withRoles(3).hang('listRoles') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Roles' }, wait)).toBeVisible();
    await expect(canvas.queryByRole('cell', { name: 'Administrador' })).toBeNull();
  },
};

export const RolesError: Story = {
  name: 'Roles: error al cargar',
  args: { api: () => new FakeAdminApi().withRoles(3).fail('listRoles', unavailable) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, wait)).toBeVisible();
  },
};

export const NuevoRol: Story = {
  name: 'Roles: formulario nuevo',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Nuevo rol' }, wait));
    const dialog = await body.findByRole('dialog', { name: 'Nuevo rol' }, wait);
    const name = await within(dialog).findByRole('textbox', { name: 'Nombre' }, wait);
    // The dialog fades in.
    await waitFor(() => expect(name).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await expect(await within(dialog).findByText('El nombre es obligatorio.')).toBeVisible();
  },
};

export const Usuarios: Story = {
  name: 'Usuarios: lista',
  args: { page: UsuarioPage, api: () => new FakeAdminApi().withRoles(2).withUsers(5) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Usuarios' }, wait)).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Nuevo usuario' }, wait)).toBeEnabled();
    await expect((await canvas.findAllByRole('row', {}, wait)).length).toBeGreaterThan(1);
  },
};

export const UsuariosError: Story = {
  name: 'Usuarios: error al cargar',
  args: { page: UsuarioPage, api: () => new FakeAdminApi().withUsers(5).fail('listUsers', unavailable) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, wait)).toBeVisible();
  },
};

export const Auditoria: Story = {
  name: 'Auditoría: registros',
  args: { page: AuditoriaPage, api: () => new FakeAdminApi().withAudit(12) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Auditoría' }, wait)).toBeVisible();
    await expect((await canvas.findAllByRole('row', {}, wait)).length).toBeGreaterThan(1);
  },
};
