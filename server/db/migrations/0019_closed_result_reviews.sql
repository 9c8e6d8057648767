CREATE TABLE "closed_result_review_findings" (
	"revision" text NOT NULL,
	"week_id" integer NOT NULL,
	"closed_at" timestamp with time zone NOT NULL,
	"kind" text NOT NULL,
	"workers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"checked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "closed_result_review_findings_revision_week_id_pk" PRIMARY KEY("revision","week_id")
);
--> statement-breakpoint
CREATE TABLE "closed_result_review_runs" (
	"revision" text PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"claimed_until" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"weeks_checked" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "closed_result_review_findings" ADD CONSTRAINT "closed_result_review_findings_week_id_fishing_weeks_id_fk" FOREIGN KEY ("week_id") REFERENCES "public"."fishing_weeks"("id") ON DELETE cascade ON UPDATE no action;