/** The payroll's exact decimal numbers live in the shared kernel: catalogues use them too. */
export { Decimal } from '../shared/decimal';
