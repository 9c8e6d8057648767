import { afterEach, describe, expect, it } from 'vitest';
import {
  WorkerAccessPresenter,
  type WorkerAccessState,
} from '../../../src/presentation/payslip-deliveries/worker-access-presenter';
import { FakePayslipDeliveriesApi } from '../../support/fakes/payslip-deliveries/fake-payslip-deliveries-api';
import { createTestTranslate } from '../../support/i18n';

const t = createTestTranslate();
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const readyOf = (state: WorkerAccessState) => {
  if (state.kind !== 'ready') throw new Error(`not ready: ${state.kind}`);
  return state;
};

describe('WorkerAccessPresenter («Acceso a Mis boletas»)', () => {
  let presenter: WorkerAccessPresenter | undefined;
  afterEach(() => presenter?.dispose());

  async function open(api = new FakePayslipDeliveriesApi(), canEdit = true) {
    presenter = new WorkerAccessPresenter(api, t, 13, canEdit);
    presenter.attach();
    await settle();
    return { presenter, api };
  }

  it('shows the access, and makes a one-time code to print when no e-mail is given', async () => {
    const { presenter, api } = await open();
    expect(readyOf(presenter.state)).toMatchObject({
      state: 'Sin acceso',
      lines: [],
      canInvite: true,
      canNewCode: false,
    });
    await presenter.invite();
    expect(api.asked).toEqual(['access 13', 'invite 13 {}']);
    expect(readyOf(presenter.state)).toMatchObject({
      state: 'Invitado',
      lines: ['Usuario: 09876543', 'Invitado el 25/03/2025 10:00'],
      invited: {
        code: 'K7P-42QX',
        username: '09876543',
        validUntil: 'Válido hasta el 01/04/2025',
        emailed: null,
      },
      // Invited: no second invitation (the server refuses it), a new code instead.
      canInvite: false,
      canNewCode: true,
    });
  });

  it('invites by e-mail when one is typed', async () => {
    const { presenter, api } = await open();
    presenter.setEmail(' juan@correo.pe ');
    await presenter.invite();
    expect(api.asked).toContain('invite 13 {"email":"juan@correo.pe"}');
    expect(readyOf(presenter.state).invited).toEqual({
      code: null,
      username: '09876543',
      validUntil: 'Válido hasta el 01/04/2025',
      emailed: 'Se envió la invitación a juan@correo.pe.',
    });
  });

  it('shows the server’s refusal, and invites nothing without `editar`', async () => {
    const api = new FakePayslipDeliveriesApi();
    api.failures.set('invite', { kind: 'validation', message: 'El correo no es válido.', fields: [] });
    const { presenter } = await open(api);
    await presenter.invite();
    expect(readyOf(presenter.state)).toMatchObject({
      busy: false,
      error: 'El correo no es válido.',
      invited: null,
    });

    const readOnly = await open(new FakePayslipDeliveriesApi(), false);
    await readOnly.presenter.invite();
    expect(readyOf(readOnly.presenter.state).canInvite).toBe(false);
    expect(readOnly.api.asked).toEqual(['access 13']);
  });

  describe('«Nuevo código» for a worker already invited', () => {
    const invitedApi = () => {
      const api = new FakePayslipDeliveriesApi();
      api.workerAccess = {
        state: 'activo',
        username: '09876543',
        email: null,
        invitedAt: '2025-03-25T15:00:00.000Z',
      };
      return api;
    };

    it('asks first, then shows the new one-time code once, as the invitation’s', async () => {
      const { presenter, api } = await open(invitedApi());
      expect(readyOf(presenter.state)).toMatchObject({
        state: 'Activo',
        canInvite: false,
        canNewCode: true,
        confirmingNewCode: null,
      });
      await presenter.newCode();
      expect(api.asked).toEqual(['access 13']);

      presenter.askNewCode();
      expect(readyOf(presenter.state).confirmingNewCode).toEqual({ error: null });
      await presenter.newCode();
      expect(api.asked).toEqual(['access 13', 'new code 13']);
      expect(readyOf(presenter.state)).toMatchObject({
        busy: false,
        confirmingNewCode: null,
        invited: {
          code: 'M4R-7TQZ',
          username: '09876543',
          validUntil: 'Válido hasta el 08/04/2025',
          emailed: null,
        },
      });
    });

    it('keeps the confirmation open with the server’s refusal; cancelling asks nothing', async () => {
      const api = invitedApi();
      api.failures.set('newCode', { kind: 'conflict', message: 'El trabajador no tiene acceso.' });
      const { presenter } = await open(api);
      presenter.askNewCode();
      await presenter.newCode();
      expect(readyOf(presenter.state)).toMatchObject({
        busy: false,
        invited: null,
        confirmingNewCode: { error: 'El trabajador no tiene acceso.' },
      });
      presenter.cancelNewCode();
      expect(readyOf(presenter.state).confirmingNewCode).toBeNull();
      expect(api.asked).toEqual(['access 13', 'new code 13']);
    });

    it('is not offered without `editar`, nor to a worker without access', async () => {
      const readOnly = await open(invitedApi(), false);
      readOnly.presenter.askNewCode();
      expect(readyOf(readOnly.presenter.state)).toMatchObject({ canNewCode: false, confirmingNewCode: null });
      readOnly.presenter.dispose();

      const none = await open();
      none.presenter.askNewCode();
      expect(readyOf(none.presenter.state)).toMatchObject({ canNewCode: false, confirmingNewCode: null });
    });
  });
});
