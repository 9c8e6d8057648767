import { eq, sql } from 'drizzle-orm';
import { SEED_FISHING_TYPES } from '../../src/domain/fishing-types/fishing-type';
import { SEED_SPECIES } from '../../src/domain/species/species';
import type { ServerContext } from '../context';
import { fishingTypes, serverMeta, species } from '../db/schema';

/** Advisory lock key of the catalogues' seed (distinct from other features' locks). */
const SEED_LOCK = 0x63617461; // 'cata'

/** The `server_meta` key marking that the catalogues' first-start data was written. */
export const CATALOGUES_SEED_KEY = 'catalogues_seeded';

/**
 * First-start data, once per installation and safe when several instances start at once: the fishing
 * types CHI and CHD and the common species. A marker in `server_meta` records that it was done, so a
 * seeded record an administrator deleted does not come back at the next start (an installation seeded
 * before the marker existed, recognised by its fishing types, only gets the marker). Only missing codes
 * are inserted, so records an administrator edited or deactivated are kept as they are.
 */
export async function seedCatalogues({ db, clock }: ServerContext): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const now = clock.now();
    const [marker] = await tx
      .select({ key: serverMeta.key })
      .from(serverMeta)
      .where(eq(serverMeta.key, CATALOGUES_SEED_KEY));
    if (marker) return;
    const markSeeded = () =>
      tx
        .insert(serverMeta)
        .values({ key: CATALOGUES_SEED_KEY, value: { at: now.toISOString() }, updatedAt: now })
        .onConflictDoNothing();
    const [seededBefore] = await tx.select({ id: fishingTypes.id }).from(fishingTypes).limit(1);
    if (seededBefore) {
      await markSeeded();
      return;
    }
    const by = { createdAt: now, createdBy: 'system', updatedAt: now, updatedBy: 'system' };
    await tx
      .insert(fishingTypes)
      .values(SEED_FISHING_TYPES.map((t) => ({ code: t.code, name: t.name, ...by })))
      .onConflictDoNothing();
    for (const s of SEED_SPECIES) {
      const [type] = await tx
        .select({ id: fishingTypes.id })
        .from(fishingTypes)
        .where(eq(fishingTypes.code, s.fishingTypeCode));
      if (!type) continue;
      await tx
        .insert(species)
        .values({
          code: s.code,
          commonName: s.commonName,
          scientificName: s.scientificName,
          fishingTypeId: type.id,
          ...by,
        })
        .onConflictDoNothing();
    }
    await markSeeded();
  });
}
