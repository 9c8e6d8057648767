CREATE TABLE "worker_terms" (
	"worker_id" integer NOT NULL,
	"effective_from" date NOT NULL,
	"position_id" integer NOT NULL,
	"pension_scheme" text NOT NULL,
	"afp" text,
	"commission_type" text,
	"union_affiliated" boolean DEFAULT false NOT NULL,
	"eps" boolean DEFAULT false NOT NULL,
	"family_allowance" boolean DEFAULT false NOT NULL,
	CONSTRAINT "worker_terms_worker_id_effective_from_pk" PRIMARY KEY("worker_id","effective_from")
);
--> statement-breakpoint
CREATE TABLE "workers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "workers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"document_type" text NOT NULL,
	"document_number" text NOT NULL,
	"paternal_surname" text NOT NULL,
	"maternal_surname" text DEFAULT '' NOT NULL,
	"names" text NOT NULL,
	"birth_date" date NOT NULL,
	"hire_date" date NOT NULL,
	"end_date" date,
	"cuspp" text DEFAULT '' NOT NULL,
	"bank_code" text DEFAULT '' NOT NULL,
	"account" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "worker_terms" ADD CONSTRAINT "worker_terms_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worker_terms" ADD CONSTRAINT "worker_terms_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "worker_terms_position_idx" ON "worker_terms" USING btree ("position_id");--> statement-breakpoint
CREATE UNIQUE INDEX "workers_document_idx" ON "workers" USING btree ("document_type","document_number");--> statement-breakpoint
CREATE INDEX "workers_name_idx" ON "workers" USING btree (lower("paternal_surname" || ' ' || "maternal_surname" || ', ' || "names"),"id");--> statement-breakpoint
CREATE INDEX "workers_document_number_idx" ON "workers" USING btree ("document_number");--> statement-breakpoint
CREATE INDEX "workers_hire_date_idx" ON "workers" USING btree ("hire_date","id");