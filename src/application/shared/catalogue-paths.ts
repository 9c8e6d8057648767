/** Where each catalogue lives on the backend (under the backend prefix), by feature. */
export const CATALOGUE_PATHS = {
  companies: '/empresas',
  plants: '/fabricas',
  vessels: '/embarcaciones',
  species: '/especies',
  fishingTypes: '/tipos-de-pesca',
  positions: '/cargos',
  parameters: '/parametros',
  pensionFunds: '/fondos-de-pension',
  specialtyPay: '/pagos-por-especialidad',
} as const;
