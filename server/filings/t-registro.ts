import { and, asc, eq, gte, inArray, lte, or } from 'drizzle-orm';
import {
  buildTRegistroFiles,
  tRegistroStem,
  type TRegistroMovement,
  type TRegistroWorker,
} from '../../src/domain/filings/t-registro';
import type { FilingFile } from '../../src/domain/filings/plame';
import { limaDate } from '../../src/domain/shared/dates';
import { Decimal } from '../../src/domain/shared/decimal';
import { isAfp, isPensionScheme } from '../../src/domain/shared/pension-vocabulary';
import type { ServerContext } from '../context';
import { companies, positions, workers, workerTerms } from '../db/schema';
import { notFound, validationFailed } from '../kit/errors';

export const T_REGISTRO_MESSAGES = {
  companyNotFound: 'La empresa no existe.',
  workerNotFound: 'El trabajador no existe.',
  range: 'Indique un trabajador, o las fechas desde y hasta (desde no posterior a hasta).',
  problems: (count: number) =>
    `Hay ${count} dato(s) por corregir antes de generar el T-Registro: el archivo no se genera con datos incompletos.`,
} as const;

/**
 * What the product declares for every crew member and land worker where it keeps no field of its own
 * (docs/filings.md, "T-Registro"): the crew's initial basic pay is the minimum wage (their pay is the
 * catch share), their contract is seasonal (Table 12: 11), their SCTR covers are EsSalud (or the EPS)
 * and the ONP; land staff are on an open-ended contract (01) with their daily rate × 30.
 */
export const T_REGISTRO_DEFAULTS = {
  crewBasicPay: '1130.00',
  crewContract: '11',
  landContract: '01',
} as const;

type Row = typeof workers.$inferSelect;
interface Terms {
  readonly workerId: number;
  readonly effectiveFrom: string;
  readonly pensionScheme: string;
  readonly afp: string | null;
  readonly eps: boolean;
  readonly unionAffiliated: boolean;
  readonly landDailyRate: string;
  readonly labourRegime: string;
  readonly monthlySalary: string;
}

const inRange = (date: string | null, from: string, to: string) =>
  date !== null && date >= from && date <= to;

/** The T-Registro files (`RP_<RUC>.ide`, `.tra`, `.per`) of one worker or of the movements between two dates. */
export class TRegistroService {
  constructor(private readonly context: Pick<ServerContext, 'db' | 'clock'>) {}

  async files(query: {
    empresa: number;
    trabajador?: number;
    desde?: string;
    hasta?: string;
  }): Promise<{ stem: string; files: readonly FilingFile[]; movements: number }> {
    const { db } = this.context;
    const [company] = await db.select().from(companies).where(eq(companies.id, query.empresa));
    if (!company) throw notFound(T_REGISTRO_MESSAGES.companyNotFound);
    const today = limaDate(this.context.clock.now());
    let chosen: { row: Row; movement: TRegistroMovement; pensionFrom?: string }[];
    let asOf: string;
    if (query.trabajador !== undefined) {
      const [row] = await db.select().from(workers).where(eq(workers.id, query.trabajador));
      if (!row) throw notFound(T_REGISTRO_MESSAGES.workerNotFound);
      chosen = [{ row, movement: row.endDate !== null && row.endDate <= today ? 'baja' : 'alta' }];
      asOf = today;
    } else {
      const { desde, hasta } = query;
      if (desde === undefined || hasta === undefined || desde > hasta) {
        throw validationFailed([{ field: 'desde', message: T_REGISTRO_MESSAGES.range }]);
      }
      asOf = hasta;
      const changed = await db
        .selectDistinct({ workerId: workerTerms.workerId, effectiveFrom: workerTerms.effectiveFrom })
        .from(workerTerms)
        .where(and(gte(workerTerms.effectiveFrom, desde), lte(workerTerms.effectiveFrom, hasta)));
      const rows = await db
        .select()
        .from(workers)
        .where(
          or(
            and(gte(workers.hireDate, desde), lte(workers.hireDate, hasta)),
            and(gte(workers.endDate, desde), lte(workers.endDate, hasta)),
            changed.length > 0
              ? inArray(
                  workers.id,
                  changed.map((c) => c.workerId),
                )
              : undefined,
          ),
        )
        .orderBy(asc(workers.id));
      chosen = rows.map((row) => {
        if (inRange(row.hireDate, desde, hasta)) return { row, movement: 'alta' as const };
        if (inRange(row.endDate, desde, hasta)) return { row, movement: 'baja' as const };
        const from = changed
          .filter((c) => c.workerId === row.id)
          .map((c) => c.effectiveFrom)
          .sort()
          .at(-1);
        return { row, movement: 'modificacion' as const, ...(from ? { pensionFrom: from } : {}) };
      });
    }
    const terms = await this.terms(chosen.map((c) => c.row.id));
    const inForce = (workerId: number, date: string) =>
      terms.filter((t) => t.workerId === workerId && t.effectiveFrom <= date).at(-1) ??
      terms.find((t) => t.workerId === workerId);
    const movements: TRegistroWorker[] = chosen.flatMap(({ row, movement, pensionFrom }) => {
      const t = inForce(row.id, row.endDate ?? asOf);
      // A change of terms is declared as a pension change only when the scheme changed on that date.
      const before = pensionFrom ? inForce(row.id, previousDay(pensionFrom)) : undefined;
      const pensionChanged =
        pensionFrom !== undefined &&
        before !== undefined &&
        (before.pensionScheme !== t?.pensionScheme || before.afp !== t?.afp);
      return [toMovement(row, movement, t, pensionChanged ? pensionFrom : undefined)];
    });
    const result = buildTRegistroFiles({ company: { ruc: company.ruc }, workers: movements });
    if (!result.ok) {
      throw validationFailed(
        result.problems.map((p) => ({
          field: [p.file, p.worker].filter(Boolean).join(' · ') || p.field,
          message: p.worker ? `${p.worker}: ${p.message}` : p.message,
        })),
        T_REGISTRO_MESSAGES.problems(result.problems.length),
      );
    }
    return { stem: tRegistroStem(company.ruc), files: result.files, movements: movements.length };
  }

  private async terms(ids: readonly number[]): Promise<Terms[]> {
    if (ids.length === 0) return [];
    return this.context.db
      .select({
        workerId: workerTerms.workerId,
        effectiveFrom: workerTerms.effectiveFrom,
        pensionScheme: workerTerms.pensionScheme,
        afp: workerTerms.afp,
        eps: workerTerms.eps,
        unionAffiliated: workerTerms.unionAffiliated,
        landDailyRate: positions.landDailyRate,
        labourRegime: workerTerms.labourRegime,
        monthlySalary: workerTerms.monthlySalary,
      })
      .from(workerTerms)
      .innerJoin(positions, eq(positions.id, workerTerms.positionId))
      .where(inArray(workerTerms.workerId, [...ids]))
      .orderBy(asc(workerTerms.workerId), asc(workerTerms.effectiveFrom));
  }
}

function previousDay(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

function toMovement(
  row: Row,
  movement: TRegistroMovement,
  t: Terms | undefined,
  pensionFrom: string | undefined,
): TRegistroWorker {
  // The labour regime of the terms in force decides (docs/filings.md, "T-Registro"): the fishing regime
  // (D.S. 014-2004-TR) is declared as trabajador pesquero, the general regime (D.Leg. 728) as land staff,
  // whatever the position.
  const crew = t !== undefined && t.labourRegime === 'pesquero';
  const scheme = t?.pensionScheme ?? '';
  const afp = t?.afp ?? null;
  // Land staff's basic pay: the monthly salary of their terms (the position's daily rate × 30 without one).
  const salary = t ? Decimal.of(t.monthlySalary) : Decimal.ZERO;
  const landPay = !t
    ? '0.00'
    : salary.isPositive()
      ? salary.toFixed(2)
      : Decimal.of(t.landDailyRate).times(Decimal.fromInteger(30)).toFixed(2);
  return {
    movement,
    documentType: row.documentType,
    document: row.documentNumber,
    paternalSurname: row.paternalSurname,
    maternalSurname: row.maternalSurname,
    names: row.names,
    birthDate: row.birthDate,
    sex: row.sex,
    ubigeo: row.ubigeo,
    address: row.address,
    crew,
    pensionScheme: isPensionScheme(scheme) ? scheme : '',
    afp: afp !== null && isAfp(afp) ? afp : null,
    cuspp: row.cuspp,
    eps: t?.eps ?? false,
    unionAffiliated: t?.unionAffiliated ?? false,
    education: row.education,
    occupation: row.occupation,
    contractType: crew ? T_REGISTRO_DEFAULTS.crewContract : T_REGISTRO_DEFAULTS.landContract,
    basicPay: crew ? T_REGISTRO_DEFAULTS.crewBasicPay : landPay,
    paidByDeposit: row.bankCode !== '',
    sctrPension: crew ? 'ONP' : '',
    sctrHealth: crew ? (t?.eps ? 'EPS' : 'ESSALUD') : '',
    hireDate: row.hireDate,
    endDate: row.endDate,
    endReason: row.endReason,
    ...(pensionFrom ? { pensionFrom } : {}),
  };
}
