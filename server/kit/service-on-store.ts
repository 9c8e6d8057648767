import type { ServerContext } from '../context';

/**
 * The factory of a feature's service built on its own store, as its `index.ts` publishes it
 * (`createLoanService`): `(context) => new Service(context, new Store())`.
 */
export const serviceOnStore =
  <S, T>(Service: new (context: ServerContext, store: T) => S, Store: new () => T) =>
  (context: ServerContext): S =>
    new Service(context, new Store());
