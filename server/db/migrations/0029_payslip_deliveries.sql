CREATE TABLE "payslip_deliveries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payslip_deliveries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"week_id" integer NOT NULL,
	"worker_id" integer NOT NULL,
	"document" text NOT NULL,
	"net" numeric(12, 2) NOT NULL,
	"employer" text,
	"closing" integer NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"due_on" date NOT NULL,
	"emailed_at" timestamp with time zone,
	"downloaded_at" timestamp with time zone,
	"printed_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"confirmed_by" text,
	"confirmed_address" text,
	"confirmed_agent" text,
	"observation" text DEFAULT '' NOT NULL,
	"superseded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payslip_signing_certificates" (
	"id" text PRIMARY KEY NOT NULL,
	"p12" "bytea" NOT NULL,
	"password" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "worker_accounts" (
	"worker_id" integer PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"method" text NOT NULL,
	"email" text,
	"invited_at" timestamp with time zone NOT NULL,
	"invited_by" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payslip_deliveries" ADD CONSTRAINT "payslip_deliveries_week_id_fishing_weeks_id_fk" FOREIGN KEY ("week_id") REFERENCES "public"."fishing_weeks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payslip_deliveries" ADD CONSTRAINT "payslip_deliveries_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worker_accounts" ADD CONSTRAINT "worker_accounts_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payslip_deliveries_week_worker_closing_key" ON "payslip_deliveries" USING btree ("week_id","worker_id","closing");--> statement-breakpoint
CREATE INDEX "payslip_deliveries_worker_idx" ON "payslip_deliveries" USING btree ("worker_id","published_at");--> statement-breakpoint
CREATE UNIQUE INDEX "worker_accounts_username_key" ON "worker_accounts" USING btree ("username");