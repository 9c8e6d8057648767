import type { Meta, StoryObj } from '@storybook/react-vite';
import { ContainerModule } from 'inversify';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PayslipDeliveriesApi } from '../../application/payslip-deliveries/payslip-deliveries-api';
import { FakePayslipDeliveriesApi } from '../../../tests/support/fakes/payslip-deliveries/fake-payslip-deliveries-api';
import { expectText } from '../../../tests/support/stories/queries';
import { StoryApp } from '../../../tests/support/stories/story-app';
import { STORY_WAIT as wait } from '../../../tests/support/stories/wait';
import { createTestContainer } from '../../../tests/support/test-container';
import { WorkerAccessDialog } from './WorkerAccessDialog';

/** «Acceso a Mis boletas» of Juan's row over a fake port made per render. */
function WorkerAccessStory({ api, canEdit }: { api: () => FakePayslipDeliveriesApi; canEdit: boolean }) {
  return (
    <StoryApp
      setup={() => ({
        container: createTestContainer(
          new ContainerModule(({ bind }) => {
            bind(PayslipDeliveriesApi).toConstantValue(api());
          }),
        ),
        element: (
          <WorkerAccessDialog
            worker={{ id: 13, name: 'TORRES VEGA, JUAN' }}
            canEdit={canEdit}
            onClose={() => undefined}
          />
        ),
      })}
    />
  );
}

export default {
  title: 'Mis boletas/Acceso de un trabajador',
  component: WorkerAccessStory,
  args: { api: () => new FakePayslipDeliveriesApi(), canEdit: true },
} satisfies Meta<typeof WorkerAccessStory>;

type Story = StoryObj<typeof WorkerAccessStory>;

const body = () => within(document.body);

/** The dialog of Juan's access. */
const accessDialog = async () =>
  within(await body().findByRole('dialog', { name: 'Acceso a Mis boletas: TORRES VEGA, JUAN' }, wait));

const invited = () => {
  const api = new FakePayslipDeliveriesApi();
  api.workerAccess = {
    state: 'invitado',
    username: '09876543',
    email: null,
    invitedAt: '2025-03-25T15:00:00.000Z',
  };
  return api;
};

export const CodigoParaImprimir: Story = {
  name: 'Sin acceso: código para imprimir',
  play: async () => {
    const dialog = await accessDialog();
    await expectText(dialog, 'Estado: Sin acceso');
    await userEvent.click(dialog.getByRole('button', { name: 'Generar código para imprimir' }));
    const code = await dialog.findByRole('region', { name: 'Código de acceso a Mis boletas' }, wait);
    await expect(within(code).getByText('K7P-42QX')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Nuevo código' })).toBeVisible();
  },
};

export const NuevoCodigo: Story = {
  name: 'Invitado: nuevo código tras confirmar',
  args: { api: invited },
  play: async () => {
    const dialog = await accessDialog();
    await expectText(dialog, 'Estado: Invitado');
    await userEvent.click(dialog.getByRole('button', { name: 'Nuevo código' }));
    const confirm = await body().findByRole('dialog', { name: 'Nuevo código de acceso' }, wait);
    await expect(within(confirm).getByText(/La contraseña anterior .* dejará de funcionar/)).toBeVisible();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Generar nuevo código' }));
    const code = await dialog.findByRole('region', { name: 'Código de acceso a Mis boletas' }, wait);
    await expect(within(code).getByText('M4R-7TQZ')).toBeVisible();
    await expect(within(code).getByText('Válido hasta el 08/04/2025')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Imprimir' })).toBeVisible();
    await waitFor(() => expect(body().queryByRole('dialog', { name: 'Nuevo código de acceso' })).toBeNull());
  },
};

export const SoloLectura: Story = {
  name: 'Sin permiso de editar: solo el estado',
  args: { api: invited, canEdit: false },
  play: async () => {
    const dialog = await accessDialog();
    await expectText(dialog, 'Estado: Invitado');
    await expect(dialog.queryByRole('button', { name: /Nuevo código|Generar|Invitar/ })).toBeNull();
  },
};
