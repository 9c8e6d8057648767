import { CATALOGUE_PATHS } from '../../../../src/application/shared/catalogue-paths';
import {
  PARAMETER_GROUPS,
  parameterInfo,
  schemeOf,
  TABLE_11_CODES,
  validateParameterRow,
} from '../../../../src/domain/parameters/parameter-row';
import { pensionSummaryOf } from '../../../../src/domain/parameters/pension-summary';
import { validateSpecialtyPay } from '../../../../src/domain/parameters/specialty-pay';
import { SEED_PARAMETER_ENTRIES } from '../../../../src/domain/payroll/seed-parameters';
import type { FakeCatalogueBackend } from '../catalogues/fake-catalogue-backend';
import { SAMPLE_TODAY, sampleCatalogues } from '../catalogues/sample-catalogues';

const audit = { version: 1, active: true, updatedAt: '2026-03-02T12:05:00.000Z', updatedBy: 'system' };

/** A stored row as the server answers it, with the derived fields. */
function derive(row: Record<string, unknown>, rows: Record<string, unknown>[]) {
  const key = String(row.key);
  const info = parameterInfo(key);
  const scheme = schemeOf(key);
  const from = String(row.effectiveFrom);
  const later = rows.some(
    (r) => r.key === key && String(r.effectiveFrom) > from && String(r.effectiveFrom) <= SAMPLE_TODAY,
  );
  const to = row.effectiveTo as string | null;
  const inForce = from <= SAMPLE_TODAY && (to === null || to >= SAMPLE_TODAY) && !later;
  return {
    label: info?.label ?? key,
    group: info?.group ?? 'beneficios',
    groupName: PARAMETER_GROUPS[info?.group ?? 'beneficios'],
    scheme,
    table11Code: scheme === null ? null : (TABLE_11_CODES[scheme] ?? null),
    unit: info?.unit ?? 'PEN',
    inForce,
    state: inForce ? 'inForce' : from > SAMPLE_TODAY ? 'future' : 'past',
  };
}

/** The sample catalogues plus the engine's seed parameters and a few specialty payments. */
export function sampleParameters(): FakeCatalogueBackend {
  const backend = sampleCatalogues();
  const rows = SEED_PARAMETER_ENTRIES.map((e, i) => ({
    id: i + 1,
    key: e.key as string,
    effectiveFrom: e.effectiveFrom,
    effectiveTo: e.effectiveTo ?? null,
    value: e.value.toString(),
    source: e.source,
    confidence: e.confidence,
    ...audit,
  }));
  const pension = (key: string) => schemeOf(key) !== null;
  const general = rows.filter((r) => !pension(r.key));
  const pensions = rows.filter((r) => pension(r.key));
  backend
    .with(CATALOGUE_PATHS.parameters, {
      rows: general,
      validate: (input) =>
        validateParameterRow(input, ['tributos', 'remuneracion', 'aportes', 'beneficios', 'pesca']),
      derive: (r) => derive(r, general),
      label: (r) => String(r.key),
    })
    .with(CATALOGUE_PATHS.pensionFunds, {
      rows: pensions,
      validate: (input) => validateParameterRow(input, ['pensiones']),
      derive: (r) => derive(r, pensions),
      label: (r) => String(r.key),
    })
    .with(CATALOGUE_PATHS.specialtyPay, {
      rows: [
        {
          id: 1,
          positionId: 1,
          fishingTypeId: null,
          vesselId: null,
          effectiveFrom: '2025-01-01',
          shares: '2.00',
          bonus: '150.00',
          source: 'Convenio colectivo 2025',
          ...audit,
        },
      ],
      validate: validateSpecialtyPay,
      derive: (r) => ({
        positionName: String(
          backend.records(CATALOGUE_PATHS.positions).find((p) => p.id === r.positionId)?.name ?? '',
        ),
        fishingTypeName: null,
        vesselName: null,
      }),
      label: (r) => String(r.effectiveFrom),
    })
    // «Vigentes hoy por régimen», from the pension rows as they are now (a created row counts).
    .route('GET', `${CATALOGUE_PATHS.pensionFunds}/vigentes`, () => {
      const stored = backend.records(CATALOGUE_PATHS.pensionFunds).filter((r) => r.active !== false);
      return {
        date: SAMPLE_TODAY,
        rows: pensionSummaryOf(
          stored.map((r) => ({
            key: String(r.key),
            value: String(r.value),
            effectiveFrom: String(r.effectiveFrom),
            ...derive(r, stored),
          })),
        ),
      };
    });
  return backend;
}
