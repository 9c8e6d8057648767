CREATE TABLE "court_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "court_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"worker_id" integer NOT NULL,
	"case_number" text NOT NULL,
	"court" text NOT NULL,
	"kind" text NOT NULL,
	"basis" text NOT NULL,
	"percent" numeric(5, 2),
	"amount" numeric(11, 2),
	"reaches_bonus" boolean NOT NULL,
	"reaches_cts" boolean NOT NULL,
	"beneficiary_name" text NOT NULL,
	"beneficiary_document_type" text NOT NULL,
	"beneficiary_document_number" text NOT NULL,
	"beneficiary_cci" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "court_orders" ADD CONSTRAINT "court_orders_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "court_orders_worker_idx" ON "court_orders" USING btree ("worker_id");