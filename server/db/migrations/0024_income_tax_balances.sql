CREATE TABLE "income_tax_balance_withholdings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "income_tax_balance_withholdings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"balance_id" integer NOT NULL,
	"week_id" integer NOT NULL,
	"amount" numeric(11, 2) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "income_tax_balances" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "income_tax_balances_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"month" text NOT NULL,
	"worker_id" integer NOT NULL,
	"document" text NOT NULL,
	"amount" numeric(11, 2) NOT NULL,
	"month_income_tax" numeric(11, 2) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "income_tax_balance_withholdings" ADD CONSTRAINT "income_tax_balance_withholdings_balance_id_income_tax_balances_id_fk" FOREIGN KEY ("balance_id") REFERENCES "public"."income_tax_balances"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "income_tax_balance_withholdings" ADD CONSTRAINT "income_tax_balance_withholdings_week_id_fishing_weeks_id_fk" FOREIGN KEY ("week_id") REFERENCES "public"."fishing_weeks"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "income_tax_balances" ADD CONSTRAINT "income_tax_balances_month_payroll_months_month_fk" FOREIGN KEY ("month") REFERENCES "public"."payroll_months"("month") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "income_tax_balances" ADD CONSTRAINT "income_tax_balances_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "income_tax_balance_withholdings_balance_week_idx" ON "income_tax_balance_withholdings" USING btree ("balance_id","week_id");--> statement-breakpoint
CREATE INDEX "income_tax_balance_withholdings_week_idx" ON "income_tax_balance_withholdings" USING btree ("week_id");--> statement-breakpoint
CREATE UNIQUE INDEX "income_tax_balances_month_worker_idx" ON "income_tax_balances" USING btree ("month","worker_id");--> statement-breakpoint
CREATE INDEX "income_tax_balances_document_idx" ON "income_tax_balances" USING btree ("document");