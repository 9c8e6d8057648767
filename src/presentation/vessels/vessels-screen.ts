import { VESSEL_RULES } from '../../application/vessels/manage-vessels';
import { limaDate } from '../../domain/shared/dates';
import { VESSEL_DEFAULT_SORT, VESSEL_SORTS, type VesselShare } from '../../domain/vessels/vessel';
import { catalogueScreen, yesNo } from '../common/catalogue-presenter';

/** A new row of the share history: from today (Lima), percent to be written. */
export const newShareRow = (today: string = limaDate(new Date())): VesselShare => ({
  effectiveFrom: today,
  percent: '',
});

/**
 * Vessels (embarcacion): matrícula, name, owner company, hold capacity, union flag and the crew share
 * percentage with its effective dates (the list shows the one in force today).
 */
export const VESSELS_SCREEN = catalogueScreen('embarcacion', 'vessels', VESSEL_RULES, VESSEL_SORTS, {
  sort: VESSEL_DEFAULT_SORT,
  empty: () => ({
    registration: '',
    name: '',
    companyId: null,
    holdCapacityM3: '',
    unionAffiliated: false,
    shareHistory: [newShareRow()],
    active: true,
  }),
  nameOf: (v) => v.name,
  cellsOf: (v, t) => ({
    registration: v.registration,
    name: v.name,
    companyName: v.companyName,
    holdCapacityM3: v.holdCapacityM3,
    sharePercent: v.sharePercent === null ? t('vessels.noShare') : `${v.sharePercent} %`,
    unionAffiliated: yesNo(t, v.unionAffiliated),
  }),
});
