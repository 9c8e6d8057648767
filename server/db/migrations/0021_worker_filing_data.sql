ALTER TABLE "workers" ADD COLUMN "bank_account" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "workers" ADD COLUMN "sex" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "workers" ADD COLUMN "education" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "workers" ADD COLUMN "occupation" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "workers" ADD COLUMN "ubigeo" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "workers" ADD COLUMN "address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "workers" ADD COLUMN "end_reason" text DEFAULT '' NOT NULL;