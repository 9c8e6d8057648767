CREATE TABLE "payroll_months" (
	"month" text PRIMARY KEY NOT NULL,
	"state" text DEFAULT 'abierto' NOT NULL,
	"weeks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"result" "bytea",
	"totals" jsonb,
	"worker_totals" jsonb,
	"closed_result" "bytea",
	"closed_totals" jsonb,
	"closed_worker_totals" jsonb,
	"closed_at" timestamp with time zone,
	"closed_by" text,
	"reopenings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
