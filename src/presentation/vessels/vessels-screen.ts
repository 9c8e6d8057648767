import { VESSEL_RULES } from '../../application/vessels/manage-vessels';
import { limaDate } from '../../domain/shared/dates';
import {
  VESSEL_DEFAULT_SORT,
  VESSEL_SORTS,
  type Vessel,
  type VesselInput,
  type VesselShare,
  type VesselSort,
} from '../../domain/vessels/vessel';
import { yesNo, type CatalogueScreen } from '../common/catalogue-presenter';

/** A new row of the share history: from today (Lima), percent to be written. */
export const newShareRow = (today: string = limaDate(new Date())): VesselShare => ({
  effectiveFrom: today,
  percent: '',
});

/**
 * Vessels (embarcacion): matrícula, name, owner company, hold capacity, union flag and the crew share
 * percentage with its effective dates (the list shows the one in force today).
 */
export const VESSELS_SCREEN: CatalogueScreen<Vessel, VesselInput, VesselSort> = {
  module: 'embarcacion',
  texts: 'vessels',
  sort: VESSEL_DEFAULT_SORT,
  sorts: VESSEL_SORTS,
  nameOf: (v) => v.name,
  cellsOf: (v, t) => ({
    registration: v.registration,
    name: v.name,
    companyName: v.companyName,
    holdCapacityM3: v.holdCapacityM3,
    sharePercent: v.sharePercent === null ? t('vessels.noShare') : `${v.sharePercent} %`,
    unionAffiliated: yesNo(t, v.unionAffiliated),
  }),
  empty: () => ({
    registration: '',
    name: '',
    companyId: null,
    holdCapacityM3: '',
    unionAffiliated: false,
    shareHistory: [newShareRow()],
    active: true,
  }),
  valuesOf: VESSEL_RULES.inputOf,
};
