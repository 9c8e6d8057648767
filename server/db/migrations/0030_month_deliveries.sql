ALTER TABLE "payslip_deliveries" ALTER COLUMN "week_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payslip_deliveries" ALTER COLUMN "net" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payslip_deliveries" ALTER COLUMN "due_on" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payslip_deliveries" ADD COLUMN "kind" text DEFAULT 'semana' NOT NULL;--> statement-breakpoint
ALTER TABLE "payslip_deliveries" ADD COLUMN "month" text;--> statement-breakpoint
CREATE UNIQUE INDEX "payslip_deliveries_month_kind_worker_closing_key" ON "payslip_deliveries" USING btree ("month","kind","worker_id","closing");--> statement-breakpoint
ALTER TABLE "payslip_deliveries" ADD CONSTRAINT "payslip_deliveries_period_check" CHECK (("payslip_deliveries"."kind" = 'semana' and "payslip_deliveries"."week_id" is not null and "payslip_deliveries"."month" is null) or ("payslip_deliveries"."kind" in ('mes', 'liquidacion', 'certificado') and "payslip_deliveries"."week_id" is null and "payslip_deliveries"."month" is not null));