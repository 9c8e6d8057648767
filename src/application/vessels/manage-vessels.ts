import { cleanVessel, validateVessel, type Vessel, type VesselInput } from '../../domain/vessels/vessel';
import { catalogueRules, type CatalogueRules, type ManageCatalogue } from '../shared/manage-catalogue';

/** Vessels (embarcacion): the catalogue's use cases with the vessel's rules; the form chooses a company. */
export type ManageVessels = ManageCatalogue<Vessel, VesselInput>;
export const ManageVessels = Symbol.for('ManageVessels');

export const VESSEL_RULES: CatalogueRules<Vessel, VesselInput> = catalogueRules(
  ['registration', 'name', 'companyId', 'holdCapacityM3', 'unionAffiliated', 'shareHistory', 'active'],
  validateVessel,
  cleanVessel,
);
