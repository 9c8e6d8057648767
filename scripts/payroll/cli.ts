/**
 * The payroll engine from the command line: reads the documented JSON input, prints the computed
 * result as JSON. Formats: docs/payroll.md. Run with `npm run payroll -- <command> …` or
 * `npx tsx scripts/payroll/cli.ts <command> …`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ComputeWeeklyPayroll } from '../../src/application/payroll/compute-weekly-payroll';
import { ConsolidateMonthlyPayroll } from '../../src/application/payroll/consolidate-monthly-payroll';
import { catalogueToJson, readParameterEntries } from '../../src/application/payroll/parameters-json';
import { fixedParameterSource, type ShareRuleSource } from '../../src/application/payroll/ports';
import { isIsoDate } from '../../src/domain/payroll/dates';
import { describeErrors, type PayrollError } from '../../src/domain/payroll/errors';
import { ParameterCatalogue } from '../../src/domain/payroll/parameters';
import { seedParameters } from '../../src/domain/payroll/seed-parameters';
import type { Executor } from '../../server/db/database';
import { generateWeekJson } from './generate-week';

const USAGE = `Sistema de Planillas — payroll engine

Usage:
  npm run payroll -- compute <week.json | -> [options]     compute a fishing week
  npm run payroll -- monthly <month.json | -> [options]    compute a month's weeks and consolidate the month
  npm run payroll -- parameters [--date YYYY-MM-DD] [--file <catalogue.json> | --seed]
                                                            print the parameters (in force on a date) stored in
                                                            the product's database (DATABASE_URL, or the PGlite
                                                            DATA_DIR, default ./data), or those of a JSON file
                                                            (offline), or the compiled first-start seed
  npm run payroll -- generate-week [--vessels N] [--workers N] [--crew-days N] [--seed N]
                                                            print a large generated week (input format)
Options:
  --parameters <file.json>  add or replace parameter entries (same format as the 'parameters' output)
  --database                compute/monthly: use the parameters stored in the product's database
                            instead of the compiled seed (plus --parameters when given); compute: also
                            the stored pago por especialidad (partes) for the week's positions
  --with-weeks              monthly: also print each week's full result
  --out <file>              write the JSON there instead of standard output
  --compact                 one-line JSON
Input and output are JSON; money, tonnes, partes and rates are decimal strings ("180.500").
Exit status: 0 computed; 1 input refused (the errors are printed as JSON); 2 usage, file or JSON syntax error.`;

class UsageError extends Error {}

function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(name);
  if (at < 0) return undefined;
  const value = args[at + 1];
  if (value === undefined || value.startsWith('--')) throw new UsageError(`${name} needs a value`);
  args.splice(at, 2);
  return value;
}

function flag(args: string[], name: string): boolean {
  const at = args.indexOf(name);
  if (at >= 0) args.splice(at, 1);
  return at >= 0;
}

function readJson(file: string): unknown {
  let text: string;
  try {
    text = file === '-' ? readFileSync(0, 'utf8') : readFileSync(file, 'utf8');
  } catch (error) {
    throw new UsageError(`cannot read ${file}: ${(error as Error).message}`);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new UsageError(`${file} is not valid JSON: ${(error as Error).message}`);
  }
}

function catalogue(
  file: string | undefined,
  base: ParameterCatalogue = seedParameters(),
): ParameterCatalogue | PayrollError[] {
  if (file === undefined) return base;
  const entries = readParameterEntries(readJson(file));
  if (!entries.ok) return entries.error;
  const merged = base.withEntries(entries.value);
  return merged.ok ? merged.value : merged.error;
}

/** A JSON file holding a whole catalogue (the 'parameters' output): the offline source. */
function fileCatalogue(file: string): ParameterCatalogue | PayrollError[] {
  const entries = readParameterEntries(readJson(file));
  if (!entries.ok) return entries.error;
  const created = ParameterCatalogue.create(entries.value);
  return created.ok ? created.value : created.error;
}

/**
 * Reads the product's database: DATABASE_URL, or PGlite in DATA_DIR (./data). Opening applies pending
 * migrations and the first-start seed, as the server's start does.
 */
async function fromProductDatabase<T>(read: (db: Executor) => Promise<T>): Promise<T> {
  const { openDatabase } = await import('../../server/db/database');
  const { seedParameters: seedStored } = await import('../../server/parameters/seed');
  const url = process.env.DATABASE_URL?.trim();
  const database = await openDatabase(
    url
      ? { kind: 'postgres', url, poolSize: 1 }
      : { kind: 'pglite', dataDir: path.resolve(process.env.DATA_DIR ?? './data') },
  );
  try {
    await seedStored({ db: database.db, clock: { now: () => new Date() } });
    return await read(database.db);
  } finally {
    await database.close();
  }
}

/** The catalogue stored in the product's database. */
async function databaseCatalogue(): Promise<ParameterCatalogue> {
  const { DatabaseParameterSource } = await import('../../server/parameters/source');
  return fromProductDatabase((db) => new DatabaseParameterSource(db).catalogue());
}

/** The catalogue and the pago por especialidad stored in the product's database (compute --database). */
async function databaseWeekSources(): Promise<{
  catalogue: ParameterCatalogue;
  shareRules: ShareRuleSource;
}> {
  const { DatabaseParameterSource, DatabaseShareRuleSource } = await import('../../server/parameters/source');
  return fromProductDatabase(async (db) => {
    const stored = await new DatabaseShareRuleSource(db).shareRules();
    return {
      catalogue: await new DatabaseParameterSource(db).catalogue(),
      shareRules: { shareRules: () => Promise.resolve(stored) },
    };
  });
}

/** A month file may list its weeks as files ("weekFiles", relative to it) instead of inline. */
function monthWithWeekFiles(json: unknown, file: string): unknown {
  if (typeof json !== 'object' || json === null || !('weekFiles' in json)) return json;
  const { weekFiles, ...rest } = json as { weekFiles: unknown; weeks?: unknown };
  if (!Array.isArray(weekFiles) || !weekFiles.every((f) => typeof f === 'string'))
    throw new UsageError('weekFiles must be a list of file names');
  const base = file === '-' ? process.cwd() : path.dirname(file);
  const inline = Array.isArray(rest.weeks) ? (rest.weeks as unknown[]) : [];
  return { ...rest, weeks: [...inline, ...weekFiles.map((f) => readJson(path.resolve(base, f)))] };
}

async function main(argv: string[]): Promise<number> {
  const args = [...argv];
  const compact = flag(args, '--compact');
  const out = option(args, '--out');
  const print = (value: unknown) => {
    const text = JSON.stringify(value, null, compact ? undefined : 2) + '\n';
    if (out === undefined) process.stdout.write(text);
    else writeFileSync(out, text);
  };
  const refuse = (errors: readonly PayrollError[]) => {
    print({ ok: false, errors });
    process.stderr.write(`Entrada rechazada:\n${describeErrors(errors)}\n`);
    return 1;
  };
  const command = args.shift();
  switch (command) {
    case 'compute':
    case 'monthly': {
      const parametersFile = option(args, '--parameters');
      const withWeeks = flag(args, '--with-weeks');
      const fromDatabase = flag(args, '--database');
      const file = args.shift();
      if (file === undefined || args.length > 0)
        throw new UsageError(
          args.length > 0 ? `unexpected arguments: ${args.join(' ')}` : 'missing input file',
        );
      const stored = fromDatabase ? await databaseWeekSources() : undefined;
      const parameters = catalogue(parametersFile, stored?.catalogue ?? seedParameters());
      if (Array.isArray(parameters)) return refuse(parameters);
      const source = fixedParameterSource(parameters);
      const result =
        command === 'compute'
          ? await new ComputeWeeklyPayroll(source, stored?.shareRules).executeJson(readJson(file))
          : await new ConsolidateMonthlyPayroll(source).executeJson(
              monthWithWeekFiles(readJson(file), file),
              { withWeeks },
            );
      if (!result.ok) return refuse(result.error);
      print({ ok: true, result: result.value });
      return 0;
    }
    case 'parameters': {
      const date = option(args, '--date');
      if (date !== undefined && !isIsoDate(date)) throw new UsageError('--date must be YYYY-MM-DD');
      const file = option(args, '--file');
      const seed = flag(args, '--seed');
      if (args.length > 0) throw new UsageError(`unexpected arguments: ${args.join(' ')}`);
      if (file !== undefined && seed) throw new UsageError('--file and --seed exclude each other');
      const parameters =
        file !== undefined ? fileCatalogue(file) : seed ? seedParameters() : await databaseCatalogue();
      if (Array.isArray(parameters)) return refuse(parameters);
      print(catalogueToJson(parameters, date));
      return 0;
    }
    case 'generate-week': {
      const number = (name: string, fallback: number) => {
        const value = option(args, name);
        if (value === undefined) return fallback;
        const parsed = Number(value);
        if (!Number.isInteger(parsed) || parsed <= 0)
          throw new UsageError(`${name} must be a positive integer`);
        return parsed;
      };
      const week = generateWeekJson({
        vessels: number('--vessels', 80),
        workers: number('--workers', 2000),
        crewDays: number('--crew-days', 11_000),
        weekSeed: number('--seed', 14),
      });
      print(week);
      return 0;
    }
    case undefined:
    case 'help':
    case '--help':
    case '-h':
      process.stdout.write(USAGE + '\n');
      return command === undefined ? 2 : 0;
    default:
      throw new UsageError(`unknown command: ${command}`);
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(
      error instanceof UsageError
        ? `payroll: ${error.message}\n\n${USAGE}\n`
        : `payroll: ${(error as Error).stack ?? String(error)}\n`,
    );
    process.exitCode = 2;
  },
);
