import { ContainerModule, type ServiceIdentifier } from 'inversify';
import { COMPANY_RULES, ManageCompanies } from '../../application/companies/manage-companies';
import { FISHING_TYPE_RULES, ManageFishingTypes } from '../../application/fishing-types/manage-fishing-types';
import { ManagePlants, PLANT_RULES } from '../../application/plants/manage-plants';
import { ManagePositions, POSITION_RULES } from '../../application/positions/manage-positions';
import { CatalogueApiFactory } from '../../application/shared/catalogue-api';
import { CATALOGUE_PATHS } from '../../application/shared/catalogue-paths';
import { ManageCatalogue, type CatalogueRules } from '../../application/shared/manage-catalogue';
import { ManageSpecies, SPECIES_RULES } from '../../application/species/manage-species';
import { ManageVessels, VESSEL_RULES } from '../../application/vessels/manage-vessels';

/** A catalogue's use cases at its path, with its rules and the catalogues its form chooses from. */
export function catalogueModule<
  E extends { id: number; version: number; active: boolean },
  I extends { active: boolean },
>(
  token: ServiceIdentifier<ManageCatalogue<E, I>>,
  path: string,
  rules: CatalogueRules<E, I>,
  choices: Readonly<Record<string, string>> = {},
): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(token)
      .toResolvedValue(
        (factory: CatalogueApiFactory) =>
          new ManageCatalogue<E, I>(
            factory.create<E, I>(path),
            rules,
            Object.fromEntries(
              Object.entries(choices).map(([field, from]) => [field, () => factory.create(from).options()]),
            ),
          ),
        [CatalogueApiFactory],
      )
      .inSingletonScope();
  });
}

/** Each catalogue feature's container module, loaded with its screen (src/di/feature-modules.ts). */
export const catalogueModules = {
  companies: () => catalogueModule(ManageCompanies, CATALOGUE_PATHS.companies, COMPANY_RULES),
  plants: () => catalogueModule(ManagePlants, CATALOGUE_PATHS.plants, PLANT_RULES),
  vessels: () =>
    catalogueModule(ManageVessels, CATALOGUE_PATHS.vessels, VESSEL_RULES, {
      companyId: CATALOGUE_PATHS.companies,
    }),
  species: () =>
    catalogueModule(ManageSpecies, CATALOGUE_PATHS.species, SPECIES_RULES, {
      fishingTypeId: CATALOGUE_PATHS.fishingTypes,
    }),
  'fishing-types': () =>
    catalogueModule(ManageFishingTypes, CATALOGUE_PATHS.fishingTypes, FISHING_TYPE_RULES),
  positions: () => catalogueModule(ManagePositions, CATALOGUE_PATHS.positions, POSITION_RULES),
} as const;
