CREATE TABLE "access_module_groups" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"icon" text,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "access_module_subgroups" (
	"code" text PRIMARY KEY NOT NULL,
	"group_code" text NOT NULL,
	"name" text NOT NULL,
	"icon" text,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "access_modules" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"icon" text NOT NULL,
	"path" text NOT NULL,
	"group_code" text NOT NULL,
	"subgroup_code" text,
	"sort_order" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "access_role_permissions" (
	"role_id" integer NOT NULL,
	"module_code" text NOT NULL,
	"action" text NOT NULL,
	CONSTRAINT "access_role_permissions_role_id_module_code_action_pk" PRIMARY KEY("role_id","module_code","action"),
	CONSTRAINT "access_role_permissions_action_check" CHECK ("access_role_permissions"."action" in ('ver', 'crear', 'editar', 'eliminar', 'exportar', 'aprobar'))
);
--> statement-breakpoint
CREATE TABLE "access_roles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "access_roles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"system_key" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "access_user_roles" (
	"username_key" text NOT NULL,
	"username" text NOT NULL,
	"role_id" integer NOT NULL,
	"assigned_at" timestamp with time zone NOT NULL,
	"assigned_by" text NOT NULL,
	CONSTRAINT "access_user_roles_username_key_role_id_pk" PRIMARY KEY("username_key","role_id")
);
--> statement-breakpoint
ALTER TABLE "access_module_subgroups" ADD CONSTRAINT "access_module_subgroups_group_code_access_module_groups_code_fk" FOREIGN KEY ("group_code") REFERENCES "public"."access_module_groups"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_modules" ADD CONSTRAINT "access_modules_group_code_access_module_groups_code_fk" FOREIGN KEY ("group_code") REFERENCES "public"."access_module_groups"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_modules" ADD CONSTRAINT "access_modules_subgroup_code_access_module_subgroups_code_fk" FOREIGN KEY ("subgroup_code") REFERENCES "public"."access_module_subgroups"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_role_permissions" ADD CONSTRAINT "access_role_permissions_role_id_access_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."access_roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_role_permissions" ADD CONSTRAINT "access_role_permissions_module_code_access_modules_code_fk" FOREIGN KEY ("module_code") REFERENCES "public"."access_modules"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_user_roles" ADD CONSTRAINT "access_user_roles_role_id_access_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."access_roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "access_modules_path_key" ON "access_modules" USING btree ("path");--> statement-breakpoint
CREATE INDEX "access_modules_group_idx" ON "access_modules" USING btree ("group_code");--> statement-breakpoint
CREATE INDEX "access_role_permissions_module_idx" ON "access_role_permissions" USING btree ("module_code");--> statement-breakpoint
CREATE UNIQUE INDEX "access_roles_name_key" ON "access_roles" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "access_roles_system_key" ON "access_roles" USING btree ("system_key");--> statement-breakpoint
CREATE INDEX "access_user_roles_role_idx" ON "access_user_roles" USING btree ("role_id");