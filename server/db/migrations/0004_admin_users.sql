CREATE TABLE "admin_users" (
	"username_key" text PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"sub" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"status" text NOT NULL,
	"last_sign_in_at" timestamp with time zone,
	"last_session_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"synced_at" timestamp with time zone NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "admin_users_name_idx" ON "admin_users" USING btree (lower("name"),"username_key");--> statement-breakpoint
CREATE INDEX "admin_users_email_idx" ON "admin_users" USING btree (lower("email"),"username_key");--> statement-breakpoint
CREATE INDEX "admin_users_created_idx" ON "admin_users" USING btree ("created_at","username_key");--> statement-breakpoint
CREATE INDEX "admin_users_last_sign_in_idx" ON "admin_users" USING btree ("last_sign_in_at","username_key");