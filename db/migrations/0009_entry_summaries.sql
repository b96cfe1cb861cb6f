CREATE TABLE "entry_summaries" (
	"company_id" uuid NOT NULL,
	"framework" text NOT NULL,
	"category" text NOT NULL,
	"metric_key" text NOT NULL,
	"entries" integer NOT NULL,
	"draft" integer DEFAULT 0 NOT NULL,
	"submitted" integer DEFAULT 0 NOT NULL,
	"approved" integer DEFAULT 0 NOT NULL,
	"rejected" integer DEFAULT 0 NOT NULL,
	"latest" timestamp with time zone,
	CONSTRAINT "entry_summaries_company_id_framework_category_metric_key_pk" PRIMARY KEY("company_id","framework","category","metric_key")
);
--> statement-breakpoint
ALTER TABLE "entry_summaries" ADD CONSTRAINT "entry_summaries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The summaries of entries that already exist.
INSERT INTO "entry_summaries" ("company_id", "framework", "category", "metric_key", "entries", "draft", "submitted", "approved", "rejected", "latest")
SELECT "company_id", "framework", "category", "metric_key", count(*)::int,
       count(*) FILTER (WHERE "review_state" = 'draft')::int, count(*) FILTER (WHERE "review_state" = 'submitted')::int,
       count(*) FILTER (WHERE "review_state" = 'approved')::int, count(*) FILTER (WHERE "review_state" = 'rejected')::int,
       max("created_at")
FROM "esg_data_entries" GROUP BY 1, 2, 3, 4;--> statement-breakpoint
-- Adds the rows of a statement (inserted, or as they are after an update) to their groups: one upsert per statement.
CREATE FUNCTION "entry_summaries_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "entry_summaries" AS s ("company_id", "framework", "category", "metric_key", "entries", "draft", "submitted", "approved", "rejected", "latest")
  SELECT "company_id", "framework", "category", "metric_key", count(*)::int,
         count(*) FILTER (WHERE "review_state" = 'draft')::int, count(*) FILTER (WHERE "review_state" = 'submitted')::int,
         count(*) FILTER (WHERE "review_state" = 'approved')::int, count(*) FILTER (WHERE "review_state" = 'rejected')::int,
         max("created_at")
  FROM "new_rows"
  -- A company deleted in this transaction keeps no summary.
  WHERE EXISTS (SELECT 1 FROM "companies" c WHERE c."id" = "new_rows"."company_id")
  GROUP BY 1, 2, 3, 4
  ON CONFLICT ("company_id", "framework", "category", "metric_key") DO UPDATE SET
    "entries" = s."entries" + EXCLUDED."entries",
    "draft" = s."draft" + EXCLUDED."draft",
    "submitted" = s."submitted" + EXCLUDED."submitted",
    "approved" = s."approved" + EXCLUDED."approved",
    "rejected" = s."rejected" + EXCLUDED."rejected",
    "latest" = greatest(s."latest", EXCLUDED."latest");
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- Takes the rows of a statement (deleted, or as they were before an update) out of their groups;
-- a group left empty goes, and a group that lost its newest entry reads its newest again.
CREATE FUNCTION "entry_summaries_remove"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "entry_summaries" s SET
    "entries" = s."entries" - o."entries",
    "draft" = s."draft" - o."draft",
    "submitted" = s."submitted" - o."submitted",
    "approved" = s."approved" - o."approved",
    "rejected" = s."rejected" - o."rejected"
  FROM (
    SELECT "company_id", "framework", "category", "metric_key", count(*)::int AS "entries",
           count(*) FILTER (WHERE "review_state" = 'draft')::int AS "draft", count(*) FILTER (WHERE "review_state" = 'submitted')::int AS "submitted",
           count(*) FILTER (WHERE "review_state" = 'approved')::int AS "approved", count(*) FILTER (WHERE "review_state" = 'rejected')::int AS "rejected",
           max("created_at") AS "newest"
    FROM "old_rows" GROUP BY 1, 2, 3, 4
  ) o
  WHERE s."company_id" = o."company_id" AND s."framework" = o."framework" AND s."category" = o."category" AND s."metric_key" = o."metric_key";
  DELETE FROM "entry_summaries" s USING (SELECT DISTINCT "company_id", "framework", "category", "metric_key" FROM "old_rows") o
  WHERE s."company_id" = o."company_id" AND s."framework" = o."framework" AND s."category" = o."category" AND s."metric_key" = o."metric_key" AND s."entries" <= 0;
  UPDATE "entry_summaries" s SET "latest" = (
    SELECT max(e."created_at") FROM "esg_data_entries" e
    WHERE e."company_id" = s."company_id" AND e."framework" = s."framework" AND e."category" = s."category" AND e."metric_key" = s."metric_key")
  FROM (SELECT "company_id", "framework", "category", "metric_key", max("created_at") AS "newest" FROM "old_rows" GROUP BY 1, 2, 3, 4) o
  WHERE s."company_id" = o."company_id" AND s."framework" = o."framework" AND s."category" = o."category" AND s."metric_key" = o."metric_key" AND o."newest" >= s."latest";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "esg_data_entries_summaries_insert" AFTER INSERT ON "esg_data_entries" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "entry_summaries_add"();--> statement-breakpoint
CREATE TRIGGER "esg_data_entries_summaries_delete" AFTER DELETE ON "esg_data_entries" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "entry_summaries_remove"();--> statement-breakpoint
-- An update: out as it was, in as it is (remove runs first: trigger names fire in alphabetical order).
CREATE TRIGGER "esg_data_entries_summaries_update_1_remove" AFTER UPDATE ON "esg_data_entries" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "entry_summaries_remove"();--> statement-breakpoint
CREATE TRIGGER "esg_data_entries_summaries_update_2_add" AFTER UPDATE ON "esg_data_entries" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "entry_summaries_add"();
