CREATE TABLE "income_tax_declarations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "income_tax_declarations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"worker_id" integer NOT NULL,
	"month" text NOT NULL,
	"kind" text NOT NULL,
	"employer_ruc" text,
	"employer_name" text,
	"taxable_pay" numeric(12, 2),
	"tax_withheld" numeric(12, 2),
	"amount" numeric(12, 2),
	"created_at" timestamp with time zone NOT NULL,
	"created_by" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "income_tax_declarations_kind_check" CHECK (("income_tax_declarations"."kind" = 'otro_empleador' and "income_tax_declarations"."employer_ruc" is not null and "income_tax_declarations"."employer_name" is not null and "income_tax_declarations"."taxable_pay" >= 0 and "income_tax_declarations"."tax_withheld" >= 0 and "income_tax_declarations"."amount" is null) or ("income_tax_declarations"."kind" = 'gastos_deducibles' and "income_tax_declarations"."amount" >= 0 and "income_tax_declarations"."employer_ruc" is null and "income_tax_declarations"."taxable_pay" is null and "income_tax_declarations"."tax_withheld" is null))
);
--> statement-breakpoint
ALTER TABLE "payroll_months" ADD COLUMN "declarations" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "income_tax_declarations" ADD CONSTRAINT "income_tax_declarations_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "income_tax_declarations_month_idx" ON "income_tax_declarations" USING btree ("month");--> statement-breakpoint
CREATE UNIQUE INDEX "income_tax_declarations_employer_idx" ON "income_tax_declarations" USING btree ("worker_id","month","employer_ruc") WHERE "income_tax_declarations"."kind" = 'otro_empleador';--> statement-breakpoint
CREATE UNIQUE INDEX "income_tax_declarations_expenses_idx" ON "income_tax_declarations" USING btree ("worker_id","month") WHERE "income_tax_declarations"."kind" = 'gastos_deducibles';