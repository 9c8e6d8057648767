-- Partes from one place (docs/catalogues.md, docs/parameters.md): pago por especialidad (specialty_pay)
-- is the only source of partes; the position's "Partes por defecto" goes away. First, every position
-- without any specialty_pay row gets a general one (no fishing type, no vessel, bonus 0) with its
-- default partes, in force from the earlier of the first fishing week's start and the position's
-- creation day (Lima, UTC-5), so every stored week reads it; then the column is dropped.
INSERT INTO "specialty_pay" ("position_id", "fishing_type_id", "vessel_id", "effective_from", "shares", "bonus", "source", "active", "created_at", "created_by", "updated_at", "updated_by")
SELECT p."id", NULL, NULL,
	LEAST(
		COALESCE((SELECT min(w."start_date") FROM "fishing_weeks" w), ((p."created_at" AT TIME ZONE 'UTC') - interval '5 hours')::date),
		((p."created_at" AT TIME ZONE 'UTC') - interval '5 hours')::date
	),
	p."default_shares", 0, 'Partes por defecto del cargo, trasladadas al quitar ese campo (migración 0018)', true,
	now(), 'migración', now(), 'migración'
FROM "positions" p
WHERE NOT EXISTS (SELECT 1 FROM "specialty_pay" s WHERE s."position_id" = p."id");
--> statement-breakpoint
ALTER TABLE "positions" DROP COLUMN "default_shares";
