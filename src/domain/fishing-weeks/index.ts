/** The fishing week (semana_de_pesca): its states, grids, engine input, result diff and accumulations. */
export * from './week';
export * from './grids';
export * from './engine-input';
export * from './totals';
export * from './compute-context';
