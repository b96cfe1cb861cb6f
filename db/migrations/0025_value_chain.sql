CREATE TABLE "value_chain_amounts" (
	"partner_id" uuid NOT NULL,
	"fy" text NOT NULL,
	"amount" double precision NOT NULL,
	"added" boolean DEFAULT false NOT NULL,
	CONSTRAINT "value_chain_amounts_partner_id_fy_pk" PRIMARY KEY("partner_id","fy")
);
--> statement-breakpoint
CREATE TABLE "value_chain_partners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"unit_id" uuid NOT NULL,
	"name" text NOT NULL,
	"side" text NOT NULL,
	"cin" text,
	"gstin" text,
	"email" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "value_chain_years" (
	"company_id" uuid NOT NULL,
	"fy" text NOT NULL,
	"include_in_report" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "value_chain_years_company_id_fy_pk" PRIMARY KEY("company_id","fy")
);
--> statement-breakpoint
ALTER TABLE "value_chain_amounts" ADD CONSTRAINT "value_chain_amounts_partner_id_value_chain_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."value_chain_partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "value_chain_partners" ADD CONSTRAINT "value_chain_partners_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "value_chain_partners" ADD CONSTRAINT "value_chain_partners_unit_id_reporting_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."reporting_units"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "value_chain_partners" ADD CONSTRAINT "value_chain_partners_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "value_chain_years" ADD CONSTRAINT "value_chain_years_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "value_chain_partners_company_name_idx" ON "value_chain_partners" USING btree ("company_id","side",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "value_chain_partners_unit_idx" ON "value_chain_partners" USING btree ("unit_id");--> statement-breakpoint
CREATE TRIGGER "value_chain_partners_data_version_insert" AFTER INSERT ON "value_chain_partners" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "company_data_changed"();--> statement-breakpoint
CREATE TRIGGER "value_chain_partners_data_version_update" AFTER UPDATE ON "value_chain_partners" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "company_data_changed"();--> statement-breakpoint
CREATE TRIGGER "value_chain_partners_data_version_delete" AFTER DELETE ON "value_chain_partners" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "company_data_changed"();--> statement-breakpoint
CREATE TRIGGER "value_chain_years_data_version_insert" AFTER INSERT ON "value_chain_years" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "company_data_changed"();--> statement-breakpoint
CREATE TRIGGER "value_chain_years_data_version_update" AFTER UPDATE ON "value_chain_years" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "company_data_changed"();--> statement-breakpoint
CREATE TRIGGER "value_chain_years_data_version_delete" AFTER DELETE ON "value_chain_years" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "company_data_changed"();
