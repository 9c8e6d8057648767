import { inArray } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { workers } from '../db/schema';

/** A worker's bank account as the payment file needs it. */
export interface WorkerAccount {
  readonly documentType: string;
  readonly name: string;
  /** CCI, '' when the worker has none. */
  readonly account: string;
  /** The account's own number at its bank ('' when unknown). */
  readonly ownAccount: string;
}

export class BankPaymentStore {
  /** The workers' pay accounts, or their CTS depositary accounts (`cts`), by document. */
  async accounts(
    ex: Executor,
    documents: readonly string[],
    which: 'pay' | 'cts' = 'pay',
  ): Promise<Map<string, WorkerAccount>> {
    if (documents.length === 0) return new Map();
    const rows = await ex
      .select({
        document: workers.documentNumber,
        documentType: workers.documentType,
        paternalSurname: workers.paternalSurname,
        maternalSurname: workers.maternalSurname,
        names: workers.names,
        account: which === 'cts' ? workers.ctsAccount : workers.account,
        ownAccount: workers.bankAccount,
      })
      .from(workers)
      .where(inArray(workers.documentNumber, [...documents]));
    return new Map(
      rows.map((r) => [
        r.document,
        {
          documentType: r.documentType,
          name: `${`${r.paternalSurname} ${r.maternalSurname}`.trim()}, ${r.names}`,
          account: r.account,
          // The own account number is the pay account's: the CTS account is paid by its CCI.
          ownAccount: which === 'cts' ? '' : r.ownAccount,
        },
      ]),
    );
  }
}
