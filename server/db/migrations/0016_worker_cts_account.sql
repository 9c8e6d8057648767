ALTER TABLE "workers" ADD COLUMN "cts_bank_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "workers" ADD COLUMN "cts_account" text DEFAULT '' NOT NULL;