CREATE TABLE "data_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"unit_id" uuid NOT NULL,
	"fy" text NOT NULL,
	"cells" jsonb NOT NULL,
	"sections" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"assignee_email" text NOT NULL,
	"assignee_id" uuid,
	"due_date" date NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"state" text DEFAULT 'not_started' NOT NULL,
	"return_comment" text,
	"submitted_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reminder_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"company_id" uuid NOT NULL,
	"request_id" uuid,
	"rule" text NOT NULL,
	"recipient" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reporting_units" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"parent_id" uuid,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"country" text DEFAULT 'India' NOT NULL,
	"state" text,
	"district" text,
	"nic_code" text,
	"ownership_pct" double precision,
	"in_standalone" boolean DEFAULT true NOT NULL,
	"in_consolidated" boolean DEFAULT true NOT NULL,
	"water_stressed" boolean DEFAULT false NOT NULL,
	"active_from_fy" text,
	"active_to_fy" text,
	"archived_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "request_settings" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"days_before" jsonb DEFAULT '[7,1]'::jsonb NOT NULL,
	"overdue_every_days" integer DEFAULT 7 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "esg_data_entries" ADD COLUMN "unit_id" uuid;--> statement-breakpoint
ALTER TABLE "data_requests" ADD CONSTRAINT "data_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_requests" ADD CONSTRAINT "data_requests_unit_id_reporting_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."reporting_units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_requests" ADD CONSTRAINT "data_requests_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_requests" ADD CONSTRAINT "data_requests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_deliveries" ADD CONSTRAINT "reminder_deliveries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_deliveries" ADD CONSTRAINT "reminder_deliveries_request_id_data_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."data_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reporting_units" ADD CONSTRAINT "reporting_units_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reporting_units" ADD CONSTRAINT "reporting_units_parent_id_reporting_units_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."reporting_units"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reporting_units" ADD CONSTRAINT "reporting_units_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_settings" ADD CONSTRAINT "request_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_requests_company_idx" ON "data_requests" USING btree ("company_id","fy");--> statement-breakpoint
CREATE INDEX "data_requests_assignee_idx" ON "data_requests" USING btree ("assignee_id");--> statement-breakpoint
CREATE INDEX "data_requests_email_idx" ON "data_requests" USING btree ("company_id","assignee_email");--> statement-breakpoint
CREATE INDEX "data_requests_due_idx" ON "data_requests" USING btree ("due_date","state");--> statement-breakpoint
CREATE UNIQUE INDEX "reminder_deliveries_key_idx" ON "reminder_deliveries" USING btree ("key");--> statement-breakpoint
CREATE INDEX "reminder_deliveries_pending_idx" ON "reminder_deliveries" USING btree ("sent_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reporting_units_company_name_idx" ON "reporting_units" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE INDEX "reporting_units_parent_idx" ON "reporting_units" USING btree ("parent_id");--> statement-breakpoint
ALTER TABLE "esg_data_entries" ADD CONSTRAINT "esg_data_entries_unit_id_reporting_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."reporting_units"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "esg_data_unit_idx" ON "esg_data_entries" USING btree ("unit_id","metric_key","period_end") WHERE unit_id IS NOT NULL;--> statement-breakpoint
-- Units feed the questionnaire (the roll-up's boundary, Section A's lists) and requests the
-- dashboard (the overdue count): their writes move the company's data version too (0014).
CREATE TRIGGER "reporting_units_data_version_insert" AFTER INSERT ON "reporting_units" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "company_data_changed"();--> statement-breakpoint
CREATE TRIGGER "reporting_units_data_version_update" AFTER UPDATE ON "reporting_units" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "company_data_changed"();--> statement-breakpoint
CREATE TRIGGER "reporting_units_data_version_delete" AFTER DELETE ON "reporting_units" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "company_data_changed"();--> statement-breakpoint
CREATE TRIGGER "data_requests_data_version_insert" AFTER INSERT ON "data_requests" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "company_data_changed"();--> statement-breakpoint
CREATE TRIGGER "data_requests_data_version_update" AFTER UPDATE ON "data_requests" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "company_data_changed"();--> statement-breakpoint
CREATE TRIGGER "data_requests_data_version_delete" AFTER DELETE ON "data_requests" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "company_data_changed"();
