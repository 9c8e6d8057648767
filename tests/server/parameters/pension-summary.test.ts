import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../support/test-database';
import { adminHarness, unique, type AdminHarness, type SignedIn } from '../admin/support';

interface Cell {
  value: string;
  unit: string;
  effectiveFrom: string;
}
interface SchemeRow {
  scheme: string;
  table11Code: string | null;
  worker: Cell | null;
  insurance: Cell | null;
  insurableCap: Cell | null;
  flowCommission: Cell | null;
  mixedCommission: Cell | null;
  employer: Cell | null;
}
interface Summary {
  date: string;
  rows: SchemeRow[];
}

const PATH = '/fondos-de-pension/vigentes';

describe.each(databaseKinds())('pension schemes in force today on %s', (kind) => {
  let h: AdminHarness;
  let reader: SignedIn;
  const role = unique('Pensiones');
  beforeAll(async () => {
    h = await adminHarness(kind);
    await h.role(role, { fondo_de_pension: ['ver'] });
    reader = await h.user([role]);
  });
  afterAll(async () => h?.close());

  const summary = async (user: SignedIn): Promise<Summary> => {
    const res = await user.get(PATH);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Summary;
  };

  it('answers one row per scheme with the seeded values side by side, on the date in Lima', async () => {
    const { date, rows } = await summary(reader);
    // The test clock is 2026-03-02 12:00 UTC: 07:00 in Lima.
    expect(date).toBe('2026-03-02');
    expect(rows.map((r) => [r.scheme, r.table11Code])).toEqual([
      ['REP', '15'],
      ['ONP', '02'],
      ['HABITAT', '25'],
      ['INTEGRA', '21'],
      ['PRIMA', '24'],
      ['PROFUTURO', '23'],
    ]);
    const by = Object.fromEntries(rows.map((r) => [r.scheme, r]));
    expect(by.REP?.worker).toEqual({ value: '8.00', unit: 'percent', effectiveFrom: '2014-02-01' });
    expect(by.REP?.employer?.value).toBe('5.00');
    expect(by.ONP?.worker).toEqual({ value: '13.00', unit: 'percent', effectiveFrom: '2023-01-01' });
    expect(by.ONP?.employer).toBeNull();
    expect(by.ONP?.insurance).toBeNull();
    expect(by.HABITAT).toEqual({
      scheme: 'HABITAT',
      table11Code: '25',
      worker: { value: '10.00', unit: 'percent', effectiveFrom: '2023-01-01' },
      insurance: { value: '1.37', unit: 'percent', effectiveFrom: '2023-01-01' },
      insurableCap: { value: '12209.11', unit: 'PEN', effectiveFrom: '2023-01-01' },
      flowCommission: { value: '1.47', unit: 'percent', effectiveFrom: '2023-01-01' },
      mixedCommission: { value: '0.00', unit: 'percent', effectiveFrom: '2023-01-01' },
      employer: { value: '5.00', unit: 'percent', effectiveFrom: '2023-01-01' },
    });
    expect(by.INTEGRA?.flowCommission?.value).toBe('1.55');
    expect(by.PRIMA?.flowCommission?.value).toBe('1.60');
    expect(by.PROFUTURO?.flowCommission?.value).toBe('1.69');
  });

  it('shows a later row only from its date on', async () => {
    const body = {
      key: 'afp.PRIMA.insurableCap',
      effectiveTo: null,
      source: 'SBS, circular de prueba',
      confidence: 'law',
      active: true,
    };
    const future = await h.admin.post('/fondos-de-pension', {
      ...body,
      effectiveFrom: '2026-05-01',
      value: '12500.00',
    });
    expect(future.statusCode, future.body).toBe(201);
    const today = await h.admin.post('/fondos-de-pension', {
      ...body,
      key: 'onp.worker.rate',
      effectiveFrom: '2026-03-02',
      value: '13.50',
    });
    expect(today.statusCode, today.body).toBe(201);

    const by = Object.fromEntries((await summary(reader)).rows.map((r) => [r.scheme, r]));
    expect(by.PRIMA?.insurableCap).toEqual({ value: '12209.11', unit: 'PEN', effectiveFrom: '2023-01-01' });
    expect(by.ONP?.worker).toEqual({ value: '13.50', unit: 'percent', effectiveFrom: '2026-03-02' });

    h.server.clock.set(new Date('2026-05-01T15:00:00Z'));
    try {
      // The earlier sign-in's token has expired by then: sign in again.
      const later = Object.fromEntries((await summary(await h.user([role]))).rows.map((r) => [r.scheme, r]));
      expect(later.PRIMA?.insurableCap).toEqual({
        value: '12500.00',
        unit: 'PEN',
        effectiveFrom: '2026-05-01',
      });
      expect(later.HABITAT?.insurableCap?.value).toBe('12209.11');
    } finally {
      h.server.clock.set(new Date('2026-03-02T12:00:00Z'));
    }
  });

  it('refuses a user without `ver` on fondo_de_pension (403) and a call without a token (401)', async () => {
    const other = unique('Otros');
    await h.role(other, { uit: ['ver'] });
    const outsider = await h.user([other]);
    expect((await outsider.get(PATH)).statusCode).toBe(403);
    const anonymous = await h.server.app.inject({ method: 'GET', url: `/api${PATH}` });
    expect(anonymous.statusCode).toBe(401);
  });
});
