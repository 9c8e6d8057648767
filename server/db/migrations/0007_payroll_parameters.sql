CREATE TABLE "payroll_parameters" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payroll_parameters_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"effective_from" date NOT NULL,
	"effective_to" date,
	"value" numeric NOT NULL,
	"unit" text NOT NULL,
	"source" text NOT NULL,
	"confidence" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "payroll_parameters_key_from_uq" UNIQUE("key","effective_from")
);
--> statement-breakpoint
CREATE TABLE "seed_markers" (
	"name" text PRIMARY KEY NOT NULL,
	"seeded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "specialty_pay" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "specialty_pay_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"position_id" integer NOT NULL,
	"fishing_type_id" integer,
	"vessel_id" integer,
	"effective_from" date NOT NULL,
	"shares" numeric(4, 2) NOT NULL,
	"bonus" numeric(9, 2) DEFAULT '0' NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "specialty_pay_scope_from_uq" UNIQUE NULLS NOT DISTINCT("position_id","fishing_type_id","vessel_id","effective_from")
);
--> statement-breakpoint
ALTER TABLE "specialty_pay" ADD CONSTRAINT "specialty_pay_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specialty_pay" ADD CONSTRAINT "specialty_pay_fishing_type_id_fishing_types_id_fk" FOREIGN KEY ("fishing_type_id") REFERENCES "public"."fishing_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specialty_pay" ADD CONSTRAINT "specialty_pay_vessel_id_vessels_id_fk" FOREIGN KEY ("vessel_id") REFERENCES "public"."vessels"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "specialty_pay_position_idx" ON "specialty_pay" USING btree ("position_id");--> statement-breakpoint
CREATE INDEX "specialty_pay_vessel_idx" ON "specialty_pay" USING btree ("vessel_id");--> statement-breakpoint
CREATE INDEX "specialty_pay_fishing_type_idx" ON "specialty_pay" USING btree ("fishing_type_id");