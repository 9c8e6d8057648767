import { validateCompany } from '../../../../src/domain/companies/company';
import { validateFishingType } from '../../../../src/domain/fishing-types/fishing-type';
import { validatePlant } from '../../../../src/domain/plants/plant';
import { validatePosition } from '../../../../src/domain/positions/position';
import { validateSpecies } from '../../../../src/domain/species/species';
import { validateVessel, vesselShareOn, type VesselShare } from '../../../../src/domain/vessels/vessel';
import { CATALOGUE_PATHS, FakeCatalogueBackend } from './fake-catalogue-backend';

export const SAMPLE_TODAY = '2026-03-10';
const AT = '2026-03-02T12:05:00.000Z';
const audit = { version: 1, active: true, updatedAt: AT, updatedBy: 'admin' };

/** The fake backend with a few records in every catalogue, related like real data. */
export function sampleCatalogues(): FakeCatalogueBackend {
  const backend = new FakeCatalogueBackend();
  const name = (id: unknown, path: string, field: string) =>
    String(backend.records(path).find((r) => r.id === id)?.[field] ?? '');
  backend
    .with(CATALOGUE_PATHS.companies, {
      rows: [
        {
          id: 1,
          ruc: '20100130204',
          legalName: 'Pesquera Sur S.A.C.',
          address: 'Av. Grau 120, Pisco',
          vesselOwner: true,
          ...audit,
        },
        {
          id: 2,
          ruc: '20131312955',
          legalName: 'Conservas del Pacífico S.A.',
          address: 'Jr. Lima 45, Chimbote',
          vesselOwner: false,
          ...audit,
        },
        {
          id: 3,
          ruc: '20100070970',
          legalName: 'Armadores Unidos S.R.L.',
          address: '',
          vesselOwner: true,
          ...audit,
          active: false,
        },
      ],
      validate: validateCompany,
      label: (r) => String(r.legalName),
      inUse: (r) => {
        const count = backend.records(CATALOGUE_PATHS.vessels).filter((v) => v.companyId === r.id).length;
        return count > 0
          ? `No se puede eliminar la empresa «${String(r.legalName)}»: la usan ${count} embarcaciones. Desactívela en su lugar (edítela y desmarque «Activo»).`
          : undefined;
      },
    })
    .with(CATALOGUE_PATHS.plants, {
      rows: [
        { id: 1, ruc: '20100130204', name: 'Planta Pisco Norte', port: 'Pisco', ...audit },
        { id: 2, ruc: '20131312955', name: 'Planta Chimbote', port: 'Chimbote', ...audit },
      ],
      validate: validatePlant,
      label: (r) => String(r.name),
    })
    .with(CATALOGUE_PATHS.vessels, {
      rows: [
        {
          id: 1,
          registration: 'CO-21345-PM',
          name: 'Don Lucho',
          companyId: 1,
          holdCapacityM3: '350.00',
          unionAffiliated: true,
          shareHistory: [
            { effectiveFrom: '2025-01-01', percent: '22.40' },
            { effectiveFrom: '2026-03-01', percent: '24.00' },
          ],
          ...audit,
        },
        {
          id: 2,
          registration: 'PS-11020-CM',
          name: 'Santa Rosa',
          companyId: 1,
          holdCapacityM3: '120.50',
          unionAffiliated: false,
          shareHistory: [{ effectiveFrom: '2025-06-01', percent: '20.00' }],
          ...audit,
        },
      ],
      validate: validateVessel,
      label: (r) => String(r.name),
      derive: (r) => ({
        companyName: name(r.companyId, CATALOGUE_PATHS.companies, 'legalName'),
        sharePercent: vesselShareOn(r.shareHistory as VesselShare[], SAMPLE_TODAY),
      }),
    })
    .with(CATALOGUE_PATHS.fishingTypes, {
      rows: [
        { id: 1, code: 'CHI', name: 'Consumo humano indirecto', ...audit },
        { id: 2, code: 'CHD', name: 'Consumo humano directo', ...audit },
      ],
      validate: validateFishingType,
      label: (r) => `${String(r.code)} · ${String(r.name)}`,
      inUse: (r) => {
        const count = backend.records(CATALOGUE_PATHS.species).filter((s) => s.fishingTypeId === r.id).length;
        return count > 0
          ? `No se puede eliminar el tipo de pesca «${String(r.code)}»: lo usan ${count} especies. Desactívelo en su lugar (edítelo y desmarque «Activo»).`
          : undefined;
      },
    })
    .with(CATALOGUE_PATHS.species, {
      rows: [
        {
          id: 1,
          code: 'ANC',
          commonName: 'Anchoveta',
          scientificName: 'Engraulis ringens',
          fishingTypeId: 1,
          ...audit,
        },
        {
          id: 2,
          code: 'JUR',
          commonName: 'Jurel',
          scientificName: 'Trachurus murphyi',
          fishingTypeId: 2,
          ...audit,
        },
      ],
      validate: validateSpecies,
      label: (r) => String(r.commonName),
      derive: (r) => ({ fishingTypeName: name(r.fishingTypeId, CATALOGUE_PATHS.fishingTypes, 'name') }),
    })
    .with(CATALOGUE_PATHS.positions, {
      rows: [
        {
          id: 1,
          code: 'PAT',
          name: 'Patrón',
          sharesToday: '2.00',
          landDailyRate: '40.00',
          fixedPay: false,
          ...audit,
        },
        {
          id: 2,
          code: 'TRI',
          name: 'Tripulante',
          sharesToday: '1.00',
          landDailyRate: '20.00',
          fixedPay: false,
          ...audit,
        },
        {
          id: 3,
          code: 'VIG',
          name: 'Vigilante',
          sharesToday: null,
          landDailyRate: '35.00',
          fixedPay: true,
          ...audit,
        },
      ],
      validate: validatePosition,
      label: (r) => String(r.name),
    });
  return backend;
}
