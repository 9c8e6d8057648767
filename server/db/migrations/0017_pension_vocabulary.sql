-- One pension vocabulary (docs/fishing-weeks.md, "The AFP flow commission repair"). Until now the engine
-- read every commission type but 'flow' as the mixed one, so an AFP worker stored as FLUJO was charged
-- 0.00 % commission. Closed weeks and closed months are never touched here: their results stay as they
-- were closed, and the ones with a wrong result are listed for the clerk to reopen.
--
-- 1. Worker terms written with the engine's old words (data loaded around the API) take the domain's.
UPDATE "worker_terms" SET "commission_type" = 'FLUJO' WHERE "commission_type" = 'flow';--> statement-breakpoint
UPDATE "worker_terms" SET "commission_type" = 'MIXTA' WHERE "commission_type" = 'balance';--> statement-breakpoint
-- 2. Weeks computed but not closed whose grids name a worker with AFP terms: the computation (computed
--    with the wrong commission) is dropped, as a grid save drops it, so the clerk computes the week again.
--    The compute context is compressed (bytea) and cannot be read here: the grids and the workers' terms
--    say which weeks may hold an AFP worker (at worst a week is computed again for nothing).
UPDATE "fishing_weeks" AS w
SET
  "state" = CASE WHEN jsonb_array_length(w."reopenings") > 0 THEN 'reabierta' ELSE 'abierta' END,
  "totals" = NULL,
  "context" = NULL,
  "result" = NULL,
  "worker_totals" = NULL,
  "version" = w."version" + 1,
  "updated_at" = now(),
  "updated_by" = 'migración 0017'
WHERE w."state" <> 'cerrada'
  AND (w."totals" IS NOT NULL OR w."context" IS NOT NULL OR w."result" IS NOT NULL)
  AND EXISTS (
    SELECT 1
    FROM jsonb_array_elements(w."crew" || w."land_work" || w."adjustments") AS e
    JOIN "worker_terms" AS t ON t."worker_id" = (e ->> 'workerId')::integer
    WHERE t."pension_scheme" = 'AFP'
  );--> statement-breakpoint
-- 3. Months computed but not closed that hold such a worker: their computation is dropped too.
UPDATE "payroll_months" AS m
SET
  "state" = CASE WHEN jsonb_array_length(m."reopenings") > 0 THEN 'reabierto' ELSE 'abierto' END,
  "result" = NULL,
  "totals" = NULL,
  "worker_totals" = NULL,
  "weeks" = '[]'::jsonb,
  "declarations" = '[]'::jsonb,
  "version" = m."version" + 1,
  "updated_at" = now(),
  "updated_by" = 'migración 0017'
WHERE m."state" <> 'cerrado'
  AND (m."totals" IS NOT NULL OR m."result" IS NOT NULL)
  AND EXISTS (
    SELECT 1
    FROM "fishing_weeks" AS w
    CROSS JOIN LATERAL jsonb_array_elements(w."crew" || w."land_work" || w."adjustments") AS e
    JOIN "worker_terms" AS t ON t."worker_id" = (e ->> 'workerId')::integer
    WHERE w."month" = m."month" AND t."pension_scheme" = 'AFP'
  );
