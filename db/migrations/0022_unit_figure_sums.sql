CREATE TABLE "unit_figure_sums" (
	"company_id" uuid NOT NULL,
	"metric_key" text NOT NULL,
	"metric" text NOT NULL,
	"period" text NOT NULL,
	"period_end" date NOT NULL,
	"unit" text NOT NULL,
	"in_standalone" boolean NOT NULL,
	"in_consolidated" boolean NOT NULL,
	"active_from_fy" text NOT NULL,
	"active_to_fy" text NOT NULL,
	"figures" integer NOT NULL,
	"numeric_figures" integer NOT NULL,
	"total" numeric NOT NULL,
	"draft" integer DEFAULT 0 NOT NULL,
	"rejected" integer DEFAULT 0 NOT NULL,
	"submitted" integer DEFAULT 0 NOT NULL,
	"latest" timestamp with time zone,
	CONSTRAINT "unit_figure_sums_pk" PRIMARY KEY("company_id","period_end","metric_key","period","unit","in_standalone","in_consolidated","active_from_fy","active_to_fy")
);
--> statement-breakpoint
ALTER TABLE "request_settings" ADD COLUMN "overdue_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "request_settings" ADD COLUMN "digest_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "unit_figure_sums" ADD CONSTRAINT "unit_figure_sums_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "esg_data_company_own_metric_end_idx" ON "esg_data_entries" USING btree ("company_id","metric_key","period_end") WHERE unit_id IS NULL;--> statement-breakpoint
CREATE INDEX "esg_data_company_own_brsr_idx" ON "esg_data_entries" USING btree ("company_id","framework","metric_key","period_end","id") WHERE unit_id IS NULL;
--> statement-breakpoint
-- The unit figures that already exist, summed.
INSERT INTO "unit_figure_sums" AS s ("company_id", "period_end", "metric_key", "period", "unit", "in_standalone", "in_consolidated", "active_from_fy", "active_to_fy", "metric", "figures", "numeric_figures", "total", "draft", "rejected", "submitted", "latest")
  SELECT e."company_id", e."period_end", e."metric_key", e."period", e."unit", u."in_standalone", u."in_consolidated", coalesce(u."active_from_fy", ''), coalesce(u."active_to_fy", ''),
         min(e."metric"), count(*)::int, count(e."numeric_value")::int, coalesce(sum(e."numeric_value"::numeric), 0),
         count(*) FILTER (WHERE e."review_state" = 'draft')::int, count(*) FILTER (WHERE e."review_state" = 'rejected')::int,
         count(*) FILTER (WHERE e."review_state" = 'submitted')::int, max(e."created_at")
  FROM "esg_data_entries" e JOIN "reporting_units" u ON u."id" = e."unit_id"
  WHERE e."unit_id" IS NOT NULL AND e."period_end" IS NOT NULL
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9;--> statement-breakpoint
-- Adds a statement's unit figures (inserted, or as they are after an update) to their groups, under their unit's class.
CREATE FUNCTION "unit_figure_sums_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "unit_figure_sums" AS s ("company_id", "period_end", "metric_key", "period", "unit", "in_standalone", "in_consolidated", "active_from_fy", "active_to_fy", "metric", "figures", "numeric_figures", "total", "draft", "rejected", "submitted", "latest")
  SELECT e."company_id", e."period_end", e."metric_key", e."period", e."unit", u."in_standalone", u."in_consolidated", coalesce(u."active_from_fy", ''), coalesce(u."active_to_fy", ''),
         min(e."metric"), count(*)::int, count(e."numeric_value")::int, coalesce(sum(e."numeric_value"::numeric), 0),
         count(*) FILTER (WHERE e."review_state" = 'draft')::int, count(*) FILTER (WHERE e."review_state" = 'rejected')::int,
         count(*) FILTER (WHERE e."review_state" = 'submitted')::int, max(e."created_at")
  FROM "new_rows" e JOIN "reporting_units" u ON u."id" = e."unit_id"
  WHERE e."unit_id" IS NOT NULL AND e."period_end" IS NOT NULL AND EXISTS (SELECT 1 FROM "companies" c WHERE c."id" = e."company_id")
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9
  ON CONFLICT ("company_id", "period_end", "metric_key", "period", "unit", "in_standalone", "in_consolidated", "active_from_fy", "active_to_fy") DO UPDATE SET
    "metric" = least(s."metric", EXCLUDED."metric"),
    "figures" = s."figures" + EXCLUDED."figures",
    "numeric_figures" = s."numeric_figures" + EXCLUDED."numeric_figures",
    "total" = s."total" + EXCLUDED."total",
    "draft" = s."draft" + EXCLUDED."draft",
    "rejected" = s."rejected" + EXCLUDED."rejected",
    "submitted" = s."submitted" + EXCLUDED."submitted",
    "latest" = greatest(s."latest", EXCLUDED."latest");
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- Takes a statement's unit figures (deleted, or as they were before an update) out of their groups; a group left empty goes.
-- The groups are those the figures were added to: a unit's class changing moves its figures at once (below).
CREATE FUNCTION "unit_figure_sums_remove"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "unit_figure_sums" AS s ("company_id", "period_end", "metric_key", "period", "unit", "in_standalone", "in_consolidated", "active_from_fy", "active_to_fy", "metric", "figures", "numeric_figures", "total", "draft", "rejected", "submitted", "latest")
  SELECT e."company_id", e."period_end", e."metric_key", e."period", e."unit", u."in_standalone", u."in_consolidated", coalesce(u."active_from_fy", ''), coalesce(u."active_to_fy", ''),
         min(e."metric"), -count(*)::int, -count(e."numeric_value")::int, -coalesce(sum(e."numeric_value"::numeric), 0),
         -count(*) FILTER (WHERE e."review_state" = 'draft')::int, -count(*) FILTER (WHERE e."review_state" = 'rejected')::int,
         -count(*) FILTER (WHERE e."review_state" = 'submitted')::int, max(e."created_at")
  FROM "old_rows" e JOIN "reporting_units" u ON u."id" = e."unit_id"
  WHERE e."unit_id" IS NOT NULL AND e."period_end" IS NOT NULL AND EXISTS (SELECT 1 FROM "companies" c WHERE c."id" = e."company_id")
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9
  ON CONFLICT ("company_id", "period_end", "metric_key", "period", "unit", "in_standalone", "in_consolidated", "active_from_fy", "active_to_fy") DO UPDATE SET
    "metric" = least(s."metric", EXCLUDED."metric"),
    "figures" = s."figures" + EXCLUDED."figures",
    "numeric_figures" = s."numeric_figures" + EXCLUDED."numeric_figures",
    "total" = s."total" + EXCLUDED."total",
    "draft" = s."draft" + EXCLUDED."draft",
    "rejected" = s."rejected" + EXCLUDED."rejected",
    "submitted" = s."submitted" + EXCLUDED."submitted",
    "latest" = greatest(s."latest", EXCLUDED."latest");
  DELETE FROM "unit_figure_sums" s WHERE s."figures" <= 0 AND s."company_id" IN (SELECT DISTINCT "company_id" FROM "old_rows");
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- A unit whose boundary or active years change: its figures leave the old class's groups and join the new class's.
CREATE FUNCTION "unit_figure_sums_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "unit_figure_sums" AS s ("company_id", "period_end", "metric_key", "period", "unit", "in_standalone", "in_consolidated", "active_from_fy", "active_to_fy", "metric", "figures", "numeric_figures", "total", "draft", "rejected", "submitted", "latest")
  SELECT e."company_id", e."period_end", e."metric_key", e."period", e."unit", OLD."in_standalone", OLD."in_consolidated", coalesce(OLD."active_from_fy", ''), coalesce(OLD."active_to_fy", ''),
         min(e."metric"), -count(*)::int, -count(e."numeric_value")::int, -coalesce(sum(e."numeric_value"::numeric), 0),
         -count(*) FILTER (WHERE e."review_state" = 'draft')::int, -count(*) FILTER (WHERE e."review_state" = 'rejected')::int,
         -count(*) FILTER (WHERE e."review_state" = 'submitted')::int, max(e."created_at")
  FROM "esg_data_entries" e 
  WHERE e."unit_id" IS NOT NULL AND e."period_end" IS NOT NULL AND e."unit_id" = NEW."id"
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9
  ON CONFLICT ("company_id", "period_end", "metric_key", "period", "unit", "in_standalone", "in_consolidated", "active_from_fy", "active_to_fy") DO UPDATE SET
    "metric" = least(s."metric", EXCLUDED."metric"),
    "figures" = s."figures" + EXCLUDED."figures",
    "numeric_figures" = s."numeric_figures" + EXCLUDED."numeric_figures",
    "total" = s."total" + EXCLUDED."total",
    "draft" = s."draft" + EXCLUDED."draft",
    "rejected" = s."rejected" + EXCLUDED."rejected",
    "submitted" = s."submitted" + EXCLUDED."submitted",
    "latest" = greatest(s."latest", EXCLUDED."latest");
  INSERT INTO "unit_figure_sums" AS s ("company_id", "period_end", "metric_key", "period", "unit", "in_standalone", "in_consolidated", "active_from_fy", "active_to_fy", "metric", "figures", "numeric_figures", "total", "draft", "rejected", "submitted", "latest")
  SELECT e."company_id", e."period_end", e."metric_key", e."period", e."unit", NEW."in_standalone", NEW."in_consolidated", coalesce(NEW."active_from_fy", ''), coalesce(NEW."active_to_fy", ''),
         min(e."metric"), count(*)::int, count(e."numeric_value")::int, coalesce(sum(e."numeric_value"::numeric), 0),
         count(*) FILTER (WHERE e."review_state" = 'draft')::int, count(*) FILTER (WHERE e."review_state" = 'rejected')::int,
         count(*) FILTER (WHERE e."review_state" = 'submitted')::int, max(e."created_at")
  FROM "esg_data_entries" e 
  WHERE e."unit_id" IS NOT NULL AND e."period_end" IS NOT NULL AND e."unit_id" = NEW."id"
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9
  ON CONFLICT ("company_id", "period_end", "metric_key", "period", "unit", "in_standalone", "in_consolidated", "active_from_fy", "active_to_fy") DO UPDATE SET
    "metric" = least(s."metric", EXCLUDED."metric"),
    "figures" = s."figures" + EXCLUDED."figures",
    "numeric_figures" = s."numeric_figures" + EXCLUDED."numeric_figures",
    "total" = s."total" + EXCLUDED."total",
    "draft" = s."draft" + EXCLUDED."draft",
    "rejected" = s."rejected" + EXCLUDED."rejected",
    "submitted" = s."submitted" + EXCLUDED."submitted",
    "latest" = greatest(s."latest", EXCLUDED."latest");
  DELETE FROM "unit_figure_sums" s WHERE s."figures" <= 0 AND s."company_id" = NEW."company_id";
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- Named to sort after the entry summaries' (0009) and the data version's (0014) triggers, in the same order: an update takes out, then adds.
CREATE TRIGGER "esg_data_entries_unit_sums_insert" AFTER INSERT ON "esg_data_entries" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "unit_figure_sums_add"();--> statement-breakpoint
CREATE TRIGGER "esg_data_entries_unit_sums_delete" AFTER DELETE ON "esg_data_entries" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "unit_figure_sums_remove"();--> statement-breakpoint
CREATE TRIGGER "esg_data_entries_unit_sums_update_1_remove" AFTER UPDATE ON "esg_data_entries" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "unit_figure_sums_remove"();--> statement-breakpoint
CREATE TRIGGER "esg_data_entries_unit_sums_update_2_add" AFTER UPDATE ON "esg_data_entries" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "unit_figure_sums_add"();--> statement-breakpoint
CREATE TRIGGER "reporting_units_unit_sums_move" AFTER UPDATE OF "in_standalone", "in_consolidated", "active_from_fy", "active_to_fy" ON "reporting_units" FOR EACH ROW
  WHEN (OLD."in_standalone" IS DISTINCT FROM NEW."in_standalone" OR OLD."in_consolidated" IS DISTINCT FROM NEW."in_consolidated"
        OR OLD."active_from_fy" IS DISTINCT FROM NEW."active_from_fy" OR OLD."active_to_fy" IS DISTINCT FROM NEW."active_to_fy")
  EXECUTE FUNCTION "unit_figure_sums_move"();
