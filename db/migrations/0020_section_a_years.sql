CREATE TABLE "company_profile_years" (
	"company_id" uuid NOT NULL,
	"fy_end_year" integer NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_profile_years_company_id_fy_end_year_pk" PRIMARY KEY("company_id","fy_end_year")
);
--> statement-breakpoint
ALTER TABLE "esg_data_entries" ADD COLUMN "notes_print" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "company_profile_years" ADD CONSTRAINT "company_profile_years_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_profile_years" ADD CONSTRAINT "company_profile_years_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The questionnaire and the report read the year's Section A facts: their writes move the company's data version (0014, 0015).
CREATE TRIGGER "company_profile_years_data_version_insert" AFTER INSERT ON "company_profile_years" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "company_data_changed"();--> statement-breakpoint
CREATE TRIGGER "company_profile_years_data_version_update" AFTER UPDATE ON "company_profile_years" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "company_data_changed"();--> statement-breakpoint
CREATE TRIGGER "company_profile_years_data_version_delete" AFTER DELETE ON "company_profile_years" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "company_data_changed"();--> statement-breakpoint
-- Today's single profile becomes every existing year's (a year a company has figures for, locked or signed off):
-- the facts that are not the company's own (CIN, addresses, e-mail, telephone, website, incorporation year).
-- The company's document keeps everything, so a company with no year yet reads it as before; nothing is lost.
INSERT INTO "company_profile_years" ("company_id", "fy_end_year", "data", "updated_by", "updated_at")
SELECT p."company_id", y."fy_end_year",
       p."data" - ARRAY['cin', 'incorporation_year', 'registered_address', 'corporate_address', 'email', 'telephone', 'website', 'financial_year_start_month'],
       p."updated_by", p."updated_at"
FROM "company_profiles" p
JOIN (
  SELECT "company_id", extract(year from "period_end")::int AS "fy_end_year" FROM "esg_data_entries" WHERE "period_kind" = 'fy' AND "period_end" IS NOT NULL
  UNION SELECT "company_id", "fy_end_year" FROM "fiscal_year_locks"
  UNION SELECT "company_id", "fy_end_year" FROM "brsr_signoffs"
) y ON y."company_id" = p."company_id"
ON CONFLICT DO NOTHING;
