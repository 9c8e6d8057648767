import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { useAttachedPresenter } from '../../../src/presentation/core/use-presenter';
import { WorkerAccessView } from '../../../src/presentation/payslip-deliveries/WorkerAccessDialog';
import { WorkerAccessPresenter } from '../../../src/presentation/payslip-deliveries/worker-access-presenter';
import { FakePayslipDeliveriesApi } from '../../support/fakes/payslip-deliveries/fake-payslip-deliveries-api';
import { createTestI18n, createTestTranslate } from '../../support/i18n';

const i18n = createTestI18n();
const translate = createTestTranslate();

function Host({ presenter }: { presenter: WorkerAccessPresenter }) {
  const state = useAttachedPresenter(presenter);
  return <WorkerAccessView presenter={presenter} state={state} name="TORRES VEGA, JUAN" onClose={vi.fn()} />;
}

function show(canEdit = true, api = new FakePayslipDeliveriesApi()) {
  render(
    <I18nextProvider i18n={i18n}>
      <Host presenter={new WorkerAccessPresenter(api, translate, 13, canEdit)} />
    </I18nextProvider>,
  );
  return api;
}

describe('«Acceso a Mis boletas»', () => {
  it('makes a one-time code to print when no e-mail is given, shown once', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    show();
    const dialog = await screen.findByRole('dialog', { name: 'Acceso a Mis boletas: TORRES VEGA, JUAN' });
    expect(await within(dialog).findByText('Estado: Sin acceso')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Generar código para imprimir' }));
    const code = await within(dialog).findByRole('region', { name: 'Código de acceso a Mis boletas' });
    expect(within(code).getByText('K7P-42QX')).toBeInTheDocument();
    expect(within(code).getByText('Usuario: 09876543')).toBeInTheDocument();
    expect(within(code).getByText('Válido hasta el 01/04/2025')).toBeInTheDocument();
    expect(within(dialog).getByText(/se muestra una sola vez/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Imprimir' }));
    expect(print).toHaveBeenCalledOnce();
    print.mockRestore();
  });

  it('invites by e-mail when one is typed', async () => {
    const api = show();
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(
      await within(dialog).findByRole('textbox', { name: 'Correo electrónico (opcional)' }),
      'juan@correo.pe',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Invitar por correo' }));
    expect(await within(dialog).findByText(/Se envió la invitación a juan@correo.pe/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('region')).toBeNull();
    expect(api.asked).toContain('invite 13 {"email":"juan@correo.pe"}');
  });

  it('only shows the access without editar', async () => {
    show(false);
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Estado: Sin acceso')).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: /Generar|Invitar|Nuevo código/ })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Cerrar' })).toBeEnabled();
  });

  it('makes a new code for a worker already invited, after saying the old password stops working', async () => {
    const api = new FakePayslipDeliveriesApi();
    api.workerAccess = {
      state: 'invitado',
      username: '09876543',
      email: null,
      invitedAt: '2025-03-25T15:00:00.000Z',
    };
    show(true, api);
    const dialog = await screen.findByRole('dialog', { name: 'Acceso a Mis boletas: TORRES VEGA, JUAN' });
    expect(await within(dialog).findByText('Estado: Invitado')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /Generar código|Invitar/ })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Nuevo código' }));
    const confirm = await screen.findByRole('dialog', { name: 'Nuevo código de acceso' });
    expect(
      within(confirm).getByText(/La contraseña anterior de TORRES VEGA, JUAN dejará de funcionar/),
    ).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Generar nuevo código' }));
    const code = await within(dialog).findByRole('region', { name: 'Código de acceso a Mis boletas' });
    expect(within(code).getByText('M4R-7TQZ')).toBeInTheDocument();
    expect(within(code).getByText('Válido hasta el 08/04/2025')).toBeInTheDocument();
    expect(within(dialog).getByText(/se muestra una sola vez/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Imprimir' })).toBeEnabled();
    expect(screen.queryByRole('dialog', { name: 'Nuevo código de acceso' })).toBeNull();
    expect(api.asked).toEqual(['access 13', 'new code 13']);
  });

  it('asks nothing when the new code is cancelled', async () => {
    const api = new FakePayslipDeliveriesApi();
    api.workerAccess = { state: 'activo', username: '09876543', email: null, invitedAt: null };
    show(true, api);
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Nuevo código' }));
    const confirm = await screen.findByRole('dialog', { name: 'Nuevo código de acceso' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nuevo código de acceso' })).toBeNull());
    expect(within(dialog).queryByRole('region')).toBeNull();
    expect(api.asked).toEqual(['access 13']);
  });
});
