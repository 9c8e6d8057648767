CREATE TABLE "identity_auth_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_sub" uuid NOT NULL,
	"client_id" text NOT NULL,
	"challenge" text NOT NULL,
	"code_hash" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"state" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "identity_authorization_codes" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"user_sub" uuid NOT NULL,
	"client_id" text NOT NULL,
	"redirect_uri" text NOT NULL,
	"code_challenge" text NOT NULL,
	"scope" text NOT NULL,
	"nonce" text,
	"auth_time" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "identity_codes" (
	"user_sub" uuid NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "identity_codes_user_sub_purpose_pk" PRIMARY KEY("user_sub","purpose")
);
--> statement-breakpoint
CREATE TABLE "identity_devices" (
	"device_key" text PRIMARY KEY NOT NULL,
	"user_sub" uuid NOT NULL,
	"device_group_key" text NOT NULL,
	"name" text,
	"confirmed" boolean DEFAULT false NOT NULL,
	"remembered" boolean DEFAULT false NOT NULL,
	"password_verifier" text,
	"salt" text,
	"last_ip" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"last_authenticated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "identity_groups" (
	"name" text PRIMARY KEY NOT NULL,
	"description" text,
	"precedence" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity_rate_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_sub" uuid NOT NULL,
	"client_id" text NOT NULL,
	"refresh_token_hash" text NOT NULL,
	"scope" text NOT NULL,
	"device_key" text,
	"auth_time" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "identity_signing_keys" (
	"kid" text PRIMARY KEY NOT NULL,
	"private_jwk" jsonb NOT NULL,
	"public_jwk" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"retired_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "identity_state" (
	"name" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity_user_groups" (
	"user_sub" uuid NOT NULL,
	"group_name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "identity_user_groups_user_sub_group_name_pk" PRIMARY KEY("user_sub","group_name")
);
--> statement-breakpoint
CREATE TABLE "identity_users" (
	"sub" uuid PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"username_key" text NOT NULL,
	"email" text,
	"email_verified" boolean DEFAULT false NOT NULL,
	"name" text,
	"password_hash" text NOT NULL,
	"status" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"temporary_password_expires_at" timestamp with time zone,
	"email_sign_in_code" boolean,
	"totp_secret" text,
	"totp_pending_secret" text,
	"totp_verified" boolean DEFAULT false NOT NULL,
	"totp_enabled" boolean DEFAULT false NOT NULL,
	"totp_last_step" bigint,
	"failed_sign_ins" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"last_sign_in_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "identity_auth_sessions" ADD CONSTRAINT "identity_auth_sessions_user_sub_identity_users_sub_fk" FOREIGN KEY ("user_sub") REFERENCES "public"."identity_users"("sub") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_authorization_codes" ADD CONSTRAINT "identity_authorization_codes_user_sub_identity_users_sub_fk" FOREIGN KEY ("user_sub") REFERENCES "public"."identity_users"("sub") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_codes" ADD CONSTRAINT "identity_codes_user_sub_identity_users_sub_fk" FOREIGN KEY ("user_sub") REFERENCES "public"."identity_users"("sub") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_devices" ADD CONSTRAINT "identity_devices_user_sub_identity_users_sub_fk" FOREIGN KEY ("user_sub") REFERENCES "public"."identity_users"("sub") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_sessions" ADD CONSTRAINT "identity_sessions_user_sub_identity_users_sub_fk" FOREIGN KEY ("user_sub") REFERENCES "public"."identity_users"("sub") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_user_groups" ADD CONSTRAINT "identity_user_groups_user_sub_identity_users_sub_fk" FOREIGN KEY ("user_sub") REFERENCES "public"."identity_users"("sub") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_user_groups" ADD CONSTRAINT "identity_user_groups_group_name_identity_groups_name_fk" FOREIGN KEY ("group_name") REFERENCES "public"."identity_groups"("name") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "identity_auth_sessions_user" ON "identity_auth_sessions" USING btree ("user_sub");--> statement-breakpoint
CREATE INDEX "identity_devices_user" ON "identity_devices" USING btree ("user_sub","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "identity_sessions_refresh_token" ON "identity_sessions" USING btree ("refresh_token_hash");--> statement-breakpoint
CREATE INDEX "identity_sessions_user" ON "identity_sessions" USING btree ("user_sub");--> statement-breakpoint
CREATE UNIQUE INDEX "identity_users_username_key" ON "identity_users" USING btree ("username_key");--> statement-breakpoint
CREATE INDEX "identity_users_email" ON "identity_users" USING btree ("email");