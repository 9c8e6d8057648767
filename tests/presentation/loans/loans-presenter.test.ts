import { describe, expect, it } from 'vitest';
import { LoansPresenter } from '../../../src/presentation/loans/loans-presenter';
import { FakeLoansApi, SAMPLE_LOAN } from '../../support/fakes/loans/fake-loans-api';
import { createTestTranslate } from '../../support/i18n';

const translate = createTestTranslate();

const worker = { id: 1, name: 'CHUMPITAZ RAMOS, PEDRO' };

async function ready(api = new FakeLoansApi(), canEdit = true) {
  const presenter = new LoansPresenter(api, worker, canEdit, () => '2025-06-02', translate);
  presenter.attach();
  await presenter.load();
  const s = presenter.state;
  if (s.kind !== 'ready') throw new Error(`not ready: ${s.kind}`);
  return { presenter, api, state: s };
}

const readyState = (p: LoansPresenter) => {
  const s = p.state;
  if (s.kind !== 'ready') throw new Error(`not ready: ${s.kind}`);
  return s;
};

describe('LoansPresenter', () => {
  it('shows each loan with its running balance and its instalments week by week', async () => {
    const { state } = await ready();
    expect(state.totalBalance).toBe('S/ 700.00');
    expect(state.rows).toHaveLength(1);
    expect(state.rows[0]).toMatchObject({
      title: 'Préstamo N.° 7',
      granted: '01/03/2025',
      amount: 'S/ 1,200.00',
      instalment: 'S/ 500.00',
      deducted: 'S/ 500.00',
      planned: 'S/ 500.00',
      balance: 'S/ 700.00',
      paidOff: false,
      deletable: false,
      instalments: [
        { week: 'Semana 20 – 2025', amount: 'S/ 500.00', state: 'Descontada' },
        { week: 'Semana 21 – 2025', amount: 'S/ 500.00', state: 'Por descontar' },
      ],
    });
  });

  it('grants a loan through the kit’s form: checked before sending, then listed with a notice', async () => {
    const { presenter, api } = await ready();
    presenter.openCreate();
    const form = readyState(presenter).form!;
    form.attach();
    const editing = () => {
      const s = form.state;
      if (s.kind !== 'editing') throw new Error(s.kind);
      return s;
    };
    expect(editing().values).toEqual({ grantedOn: '2025-06-02', amount: '', instalment: '', reason: '' });
    form.set('amount', '300');
    form.set('instalment', '400');
    await form.submit();
    expect(editing().errors).toMatchObject({
      instalment: 'La cuota no puede ser mayor que el monto prestado.',
      reason: 'Indique el motivo del préstamo.',
    });
    expect(api.calls).not.toContain('create 1');
    form.set('instalment', '100');
    form.set('reason', 'Adelanto de campaña');
    await form.submit();
    await Promise.resolve();
    await new Promise((r) => setTimeout(r, 0));
    const s = readyState(presenter);
    expect(s.form).toBeNull();
    expect(s.notice).toBe('Préstamo registrado.');
    expect(s.rows.map((r) => r.amount)).toEqual(['S/ 1,200.00', 'S/ 300.00']);
    expect(s.rows[1]).toMatchObject({ deletable: true, balance: 'S/ 300.00' });
    expect(s.totalBalance).toBe('S/ 1,000.00');
  });

  it('shows the server’s refusal of an amount below what the weeks deduct next to the field', async () => {
    const { presenter } = await ready();
    presenter.openEdit(readyState(presenter).rows[0]!);
    const form = readyState(presenter).form!;
    form.attach();
    await new Promise((r) => setTimeout(r, 0));
    form.set('amount', '900');
    await form.submit();
    const s = form.state;
    expect(s.kind === 'editing' && s.errors.amount).toBe(
      'El monto no puede ser menor que lo ya descontado en las semanas de pesca (S/ 1,000.00).',
    );
  });

  it('deletes only a loan no week deducts from, after confirming', async () => {
    const api = new FakeLoansApi();
    api.loans.set(8, { ...SAMPLE_LOAN, id: 8, amount: '100.00', instalment: '50.00' });
    const { presenter } = await ready(api);
    const [withInstalments, unused] = readyState(presenter).rows;
    presenter.askDelete(withInstalments!);
    expect(readyState(presenter).confirm).toBeNull();
    presenter.askDelete(unused!);
    expect(readyState(presenter).confirm?.id).toBe(8);
    await presenter.confirmDelete();
    expect(readyState(presenter)).toMatchObject({ notice: 'Préstamo eliminado.', confirm: null });
    expect(readyState(presenter).rows.map((r) => r.id)).toEqual([7]);
  });

  it('offers no changes to a user who may only see, and a failed read can be retried', async () => {
    const api = new FakeLoansApi();
    api.failure = { kind: 'unavailable', message: 'No se pudo conectar con el servidor.' };
    const presenter = new LoansPresenter(api, worker, false, () => '2025-06-02', translate);
    await presenter.load();
    expect(presenter.state).toEqual({ kind: 'failed', message: 'No se pudo conectar con el servidor.' });
    await presenter.load();
    presenter.openCreate();
    expect(readyState(presenter).form).toBeNull();
  });
});
