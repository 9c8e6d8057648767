// Every table of the product, one file per feature. drizzle-kit reads this file to generate migrations.
export * from './core';
export * from './identity';
export * from './audit';
export * from './access';
export * from './admin';
export * from './news';
export * from './catalogues';
export * from './parameters';
export * from './workers';
export * from './fishing-weeks';
export * from './filings';
export * from './loans';
export * from './court-orders';
export * from './months';
export * from './vacations';
export * from './income-tax-declarations';
export * from './closed-result-reviews';
