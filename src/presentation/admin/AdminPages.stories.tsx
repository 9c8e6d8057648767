import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  conflict,
  FakeAdminApi,
  stale,
  unavailable,
} from '../../../tests/support/fakes/admin/fake-admin-api';
import { AdminStory, type AdminStoryObj as Story } from '../../../tests/support/stories/admin-story';
import { AuditPage } from './audit/AuditPage';
import { RolesPage } from './roles/RolesPage';
import { UsersPage } from './users/UsersPage';
import { STORY_WAIT as wait } from '../../../tests/support/stories/wait';
import { playInCanvas } from '../../../tests/support/stories/play-in-canvas';
import { expectText, openDialog } from '../../../tests/support/stories/queries';

export default {
  title: 'Administración/Páginas',
  component: AdminStory,
  args: { page: RolesPage, api: () => new FakeAdminApi().withRoles(3) },
} satisfies Meta<typeof AdminStory>;

export const Roles: Story = {
  name: 'Roles: lista',
  play: playInCanvas(async (canvas) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Roles' }, wait)).toBeVisible();
    await expectText(canvas, 'Administrador');
    await expect(canvas.getByRole('button', { name: 'Nuevo rol' })).toBeEnabled();
  }),
};

export const RolesCargando: Story = {
  name: 'Roles: cargando',
  args: { api: () => new FakeAdminApi().withRoles(3).hang('listRoles') },
  play: playInCanvas(async (canvas) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Roles' }, wait)).toBeVisible();
    await expect(canvas.queryByRole('gridcell', { name: 'Administrador' })).toBeNull();
  }),
};

export const RolesError: Story = {
  name: 'Roles: error al cargar',
  args: { api: () => new FakeAdminApi().withRoles(3).fail('listRoles', unavailable) },
  play: playInCanvas(async (canvas) => {
    await expect(await canvas.findByRole('alert', {}, wait)).toBeVisible();
  }),
};

export const NuevoRol: Story = {
  name: 'Roles: formulario nuevo',
  play: playInCanvas(async (canvas) => {
    const body = within(document.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Nuevo rol' }, wait));
    const dialog = await body.findByRole('dialog', { name: 'Nuevo rol' }, wait);
    const name = await within(dialog).findByRole('textbox', { name: 'Nombre' }, wait);
    // The dialog fades in.
    await waitFor(() => expect(name).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await expectText(within(dialog), 'El nombre es obligatorio.');
  }),
};

export const Usuarios: Story = {
  name: 'Usuarios: lista',
  args: { page: UsersPage, api: () => new FakeAdminApi().withRoles(2).withUsers(5) },
  play: playInCanvas(async (canvas) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Usuarios' }, wait)).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Nuevo usuario' }, wait)).toBeEnabled();
    await expect((await canvas.findAllByRole('row', {}, wait)).length).toBeGreaterThan(1);
  }),
};

export const UsuariosError: Story = {
  name: 'Usuarios: error al cargar',
  args: { page: UsersPage, api: () => new FakeAdminApi().withUsers(5).fail('listUsers', unavailable) },
  play: playInCanvas(async (canvas) => {
    await expect(await canvas.findByRole('alert', {}, wait)).toBeVisible();
  }),
};

export const Auditoria: Story = {
  name: 'Auditoría: registros',
  args: { page: AuditPage, api: () => new FakeAdminApi().withAudit(12) },
  play: playInCanvas(async (canvas) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Auditoría' }, wait)).toBeVisible();
    await expect((await canvas.findAllByRole('row', {}, wait)).length).toBeGreaterThan(1);
  }),
};

export const RolEnUso: Story = {
  name: 'Roles: eliminar un rol que tienen usuarios',
  args: {
    api: () =>
      new FakeAdminApi()
        .withRoles(3)
        .fail('deleteRole', conflict('No se puede eliminar el rol: 2 usuarios lo tienen asignado.')),
  },
  play: playInCanvas(async (canvas) => {
    const dialog = await openDialog(canvas, 'Eliminar el rol Rol 02', 'Eliminar rol');
    await userEvent.click(dialog.getByRole('button', { name: 'Eliminar' }));
    await expectText(dialog, 'No se puede eliminar el rol: 2 usuarios lo tienen asignado.');
  }),
};

export const NuevoUsuario: Story = {
  name: 'Usuarios: formulario nuevo con errores',
  args: { page: UsersPage, api: () => new FakeAdminApi().withRoles(2).withUsers(2) },
  play: playInCanvas(async (canvas) => {
    const dialog = await openDialog(canvas, 'Nuevo usuario');
    await userEvent.click(await dialog.findByRole('button', { name: 'Guardar' }, wait));
    await expectText(dialog, 'Seleccione al menos un rol.');
    await expect(
      dialog.getByText('Ingrese la contraseña temporal o elija que se genere y envíe por correo.'),
    ).toBeVisible();
  }),
};

export const UsuarioConflicto: Story = {
  name: 'Usuarios: otra persona lo cambió',
  args: {
    page: UsersPage,
    api: () => new FakeAdminApi().withRoles(2).withUsers(2).fail('updateUser', stale()),
  },
  play: playInCanvas(async (canvas) => {
    const dialog = await openDialog(canvas, 'Editar a Usuario Número 2', 'Editar usuario');
    const name = await dialog.findByRole('textbox', { name: /^Nombre$/ }, wait);
    await userEvent.type(name, ' Ramos');
    await userEvent.click(dialog.getByRole('button', { name: 'Guardar' }));
    await expectText(dialog, stale().message);
    await expect(dialog.getByRole('button', { name: 'Volver a cargar' })).toBeVisible();
  }),
};

export const DeshabilitarseASiMismo: Story = {
  name: 'Usuarios: no puede deshabilitar su propia cuenta',
  args: {
    page: UsersPage,
    api: () =>
      new FakeAdminApi()
        .withRoles(2)
        .withUsers(2)
        .fail('disableUser', conflict('No puede deshabilitar su propia cuenta.')),
  },
  play: playInCanvas(async (canvas) => {
    const dialog = await openDialog(canvas, 'Deshabilitar a Ana Administradora', 'Deshabilitar usuario');
    await userEvent.click(dialog.getByRole('button', { name: 'Confirmar' }));
    await expectText(dialog, 'No puede deshabilitar su propia cuenta.');
  }),
};

export const AuditoriaFechas: Story = {
  name: 'Auditoría: rango de fechas no válido',
  args: { page: AuditPage, api: () => new FakeAdminApi().withAudit(5) },
  play: playInCanvas(async (canvas) => {
    await canvas.findAllByRole('row', {}, wait);
    // The kit's date field: DD/MM/AAAA typed section by section.
    await userEvent.click(
      within(canvas.getByRole('group', { name: 'Desde' })).getAllByRole('spinbutton')[0]!,
    );
    await userEvent.keyboard('10032026');
    await userEvent.click(
      within(canvas.getByRole('group', { name: 'Hasta' })).getAllByRole('spinbutton')[0]!,
    );
    await userEvent.keyboard('01032026');
    await userEvent.click(canvas.getByRole('button', { name: 'Filtrar' }));
    await expectText(canvas, 'La fecha final debe ser igual o posterior a la inicial.');
  }),
};

export const AuditoriaCambios: Story = {
  name: 'Auditoría: valores antes y después',
  args: { page: AuditPage, api: () => new FakeAdminApi().withAudit(2) },
  play: playInCanvas(async (canvas) => {
    const show = await canvas.findAllByRole('button', { name: /^Ver los cambios de/ }, wait);
    await userEvent.click(show[0]!);
    await expectText(canvas, 'Antes');
    await expect(canvas.getByText('Después', { selector: 'td' })).toBeVisible();
  }),
};

export const AuditoriaVacia: Story = {
  name: 'Auditoría: sin registros',
  args: { page: AuditPage, api: () => new FakeAdminApi() },
  play: playInCanvas(async (canvas) => {
    await expectText(canvas, 'No hay registros con estos filtros.');
  }),
};
