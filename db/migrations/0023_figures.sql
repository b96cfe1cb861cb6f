CREATE TABLE "figure_conflicts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"figure" text NOT NULL,
	"metric" text NOT NULL,
	"period" text NOT NULL,
	"entry_ids" uuid[] NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"chosen_entry_id" uuid,
	"resolved_by" uuid,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "figure_links" (
	"entry_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"framework" text NOT NULL,
	"metric" text NOT NULL,
	"metric_key" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "figure_links_entry_id_framework_pk" PRIMARY KEY("entry_id","framework")
);
--> statement-breakpoint
ALTER TABLE "figure_conflicts" ADD CONSTRAINT "figure_conflicts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "figure_conflicts" ADD CONSTRAINT "figure_conflicts_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "figure_links" ADD CONSTRAINT "figure_links_entry_id_esg_data_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."esg_data_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "figure_links" ADD CONSTRAINT "figure_links_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "figure_links" ADD CONSTRAINT "figure_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "figure_conflicts_company_idx" ON "figure_conflicts" USING btree ("company_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "figure_conflicts_open_idx" ON "figure_conflicts" USING btree ("company_id","figure") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "figure_links_company_idx" ON "figure_links" USING btree ("company_id","framework","metric_key");--> statement-breakpoint
-- Links and conflicts are company data: the cached answers (dashboard, lists) are renewed when they change (0014).
CREATE TRIGGER "figure_links_data_version_insert" AFTER INSERT ON "figure_links" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "company_data_changed"();--> statement-breakpoint
CREATE TRIGGER "figure_links_data_version_delete" AFTER DELETE ON "figure_links" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "company_data_changed"();--> statement-breakpoint
CREATE TRIGGER "figure_conflicts_data_version_insert" AFTER INSERT ON "figure_conflicts" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "company_data_changed"();--> statement-breakpoint
CREATE TRIGGER "figure_conflicts_data_version_update" AFTER UPDATE ON "figure_conflicts" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "company_data_changed"();--> statement-breakpoint
-- The merge of copies already stored reads the cross-framework links, which live in TypeScript
-- (lib/frameworks/links.ts): it runs at start after this migration (db/prepare.ts →
-- mergeFigureCopies in lib/esg-data/figures.ts), once per company that has copies.
