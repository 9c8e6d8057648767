CREATE TABLE "fishing_weeks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fishing_weeks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"year" integer NOT NULL,
	"number" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"month" text NOT NULL,
	"state" text DEFAULT 'abierta' NOT NULL,
	"prices" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"landings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"crew" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"land_work" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"adjustments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"landing_count" integer DEFAULT 0 NOT NULL,
	"crew_days" integer DEFAULT 0 NOT NULL,
	"totals" jsonb,
	"result" "bytea",
	"worker_totals" jsonb,
	"closed_result" "bytea",
	"closed_parameters" jsonb,
	"closed_worker_totals" jsonb,
	"closed_totals" jsonb,
	"closed_at" timestamp with time zone,
	"closed_by" text,
	"reopenings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "fishing_weeks_year_number_idx" ON "fishing_weeks" USING btree ("year","number");--> statement-breakpoint
CREATE INDEX "fishing_weeks_start_idx" ON "fishing_weeks" USING btree ("start_date","id");--> statement-breakpoint
CREATE INDEX "fishing_weeks_month_state_idx" ON "fishing_weeks" USING btree ("month","state");