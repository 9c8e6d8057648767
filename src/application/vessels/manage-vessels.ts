import { cleanVessel, validateVessel, type Vessel, type VesselInput } from '../../domain/vessels/vessel';
import type { CatalogueRules, ManageCatalogue } from '../shared/manage-catalogue';

/** Vessels (embarcacion): the catalogue's use cases with the vessel's rules; the form chooses a company. */
export type ManageVessels = ManageCatalogue<Vessel, VesselInput>;
export const ManageVessels = Symbol.for('ManageVessels');

export const VESSEL_RULES: CatalogueRules<Vessel, VesselInput> = {
  validate: validateVessel,
  clean: cleanVessel,
  inputOf: (v) => ({
    registration: v.registration,
    name: v.name,
    companyId: v.companyId,
    holdCapacityM3: v.holdCapacityM3,
    unionAffiliated: v.unionAffiliated,
    shareHistory: v.shareHistory,
    active: v.active,
  }),
};
