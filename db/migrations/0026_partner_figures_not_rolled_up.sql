-- A value-chain partner's figures (entries of its reporting unit, of type 'value_chain_partner') are
-- the partner's, never the company's: the summaries and rollups the writes keep (0009, 0013), and so
-- the dashboard's totals and review counts, leave them out, as the units' roll-up does. The two
-- trigger functions as in 0013, over the rows less a partner's; then both tables rebuilt.
CREATE OR REPLACE FUNCTION "entry_summaries_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "entry_summaries" AS s ("company_id", "framework", "category", "metric_key", "entries", "draft", "submitted", "approved", "rejected", "latest")
  SELECT "company_id", "framework", "category", "metric_key", count(*)::int,
         count(*) FILTER (WHERE "review_state" = 'draft')::int, count(*) FILTER (WHERE "review_state" = 'submitted')::int,
         count(*) FILTER (WHERE "review_state" = 'approved')::int, count(*) FILTER (WHERE "review_state" = 'rejected')::int,
         max("created_at")
  FROM (SELECT * FROM "new_rows" n WHERE NOT EXISTS (SELECT 1 FROM "reporting_units" u WHERE u."id" = n."unit_id" AND u."type" = 'value_chain_partner')) AS "new_rows"
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
  INSERT INTO "entry_rollups" AS r ("company_id", "framework", "category", "entries", "draft", "submitted", "approved", "rejected", "latest")
  SELECT "company_id", "framework", "category", count(*)::int,
         count(*) FILTER (WHERE "review_state" = 'draft')::int, count(*) FILTER (WHERE "review_state" = 'submitted')::int,
         count(*) FILTER (WHERE "review_state" = 'approved')::int, count(*) FILTER (WHERE "review_state" = 'rejected')::int,
         max("created_at")
  FROM (SELECT * FROM "new_rows" n WHERE NOT EXISTS (SELECT 1 FROM "reporting_units" u WHERE u."id" = n."unit_id" AND u."type" = 'value_chain_partner')) AS "new_rows"
  WHERE EXISTS (SELECT 1 FROM "companies" c WHERE c."id" = "new_rows"."company_id")
  GROUP BY 1, 2, 3
  ON CONFLICT ("company_id", "framework", "category") DO UPDATE SET
    "entries" = r."entries" + EXCLUDED."entries",
    "draft" = r."draft" + EXCLUDED."draft",
    "submitted" = r."submitted" + EXCLUDED."submitted",
    "approved" = r."approved" + EXCLUDED."approved",
    "rejected" = r."rejected" + EXCLUDED."rejected",
    "latest" = greatest(r."latest", EXCLUDED."latest");
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- As in 0013, over the same rows less a partner's.
CREATE OR REPLACE FUNCTION "entry_summaries_remove"() RETURNS trigger LANGUAGE plpgsql AS $$
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
    FROM (SELECT * FROM "old_rows" o0 WHERE NOT EXISTS (SELECT 1 FROM "reporting_units" u WHERE u."id" = o0."unit_id" AND u."type" = 'value_chain_partner')) AS "old_rows" GROUP BY 1, 2, 3, 4
  ) o
  WHERE s."company_id" = o."company_id" AND s."framework" = o."framework" AND s."category" = o."category" AND s."metric_key" = o."metric_key";
  DELETE FROM "entry_summaries" s USING (SELECT DISTINCT "company_id", "framework", "category", "metric_key" FROM (SELECT * FROM "old_rows" o0 WHERE NOT EXISTS (SELECT 1 FROM "reporting_units" u WHERE u."id" = o0."unit_id" AND u."type" = 'value_chain_partner')) AS "old_rows") o
  WHERE s."company_id" = o."company_id" AND s."framework" = o."framework" AND s."category" = o."category" AND s."metric_key" = o."metric_key" AND s."entries" <= 0;
  UPDATE "entry_summaries" s SET "latest" = (
    SELECT max(e."created_at") FROM "esg_data_entries" e
    WHERE e."company_id" = s."company_id" AND e."framework" = s."framework" AND e."category" = s."category" AND e."metric_key" = s."metric_key"
      AND NOT EXISTS (SELECT 1 FROM "reporting_units" u WHERE u."id" = e."unit_id" AND u."type" = 'value_chain_partner'))
  FROM (SELECT "company_id", "framework", "category", "metric_key", max("created_at") AS "newest" FROM (SELECT * FROM "old_rows" o0 WHERE NOT EXISTS (SELECT 1 FROM "reporting_units" u WHERE u."id" = o0."unit_id" AND u."type" = 'value_chain_partner')) AS "old_rows" GROUP BY 1, 2, 3, 4) o
  WHERE s."company_id" = o."company_id" AND s."framework" = o."framework" AND s."category" = o."category" AND s."metric_key" = o."metric_key" AND o."newest" >= s."latest";
  UPDATE "entry_rollups" r SET
    "entries" = r."entries" - o."entries",
    "draft" = r."draft" - o."draft",
    "submitted" = r."submitted" - o."submitted",
    "approved" = r."approved" - o."approved",
    "rejected" = r."rejected" - o."rejected"
  FROM (
    SELECT "company_id", "framework", "category", count(*)::int AS "entries",
           count(*) FILTER (WHERE "review_state" = 'draft')::int AS "draft", count(*) FILTER (WHERE "review_state" = 'submitted')::int AS "submitted",
           count(*) FILTER (WHERE "review_state" = 'approved')::int AS "approved", count(*) FILTER (WHERE "review_state" = 'rejected')::int AS "rejected"
    FROM (SELECT * FROM "old_rows" o0 WHERE NOT EXISTS (SELECT 1 FROM "reporting_units" u WHERE u."id" = o0."unit_id" AND u."type" = 'value_chain_partner')) AS "old_rows" GROUP BY 1, 2, 3
  ) o
  WHERE r."company_id" = o."company_id" AND r."framework" = o."framework" AND r."category" = o."category";
  DELETE FROM "entry_rollups" r USING (SELECT DISTINCT "company_id", "framework", "category" FROM (SELECT * FROM "old_rows" o0 WHERE NOT EXISTS (SELECT 1 FROM "reporting_units" u WHERE u."id" = o0."unit_id" AND u."type" = 'value_chain_partner')) AS "old_rows") o
  WHERE r."company_id" = o."company_id" AND r."framework" = o."framework" AND r."category" = o."category" AND r."entries" <= 0;
  UPDATE "entry_rollups" r SET "latest" = (
    SELECT max(s."latest") FROM "entry_summaries" s
    WHERE s."company_id" = r."company_id" AND s."framework" = r."framework" AND s."category" = r."category")
  FROM (SELECT "company_id", "framework", "category", max("created_at") AS "newest" FROM (SELECT * FROM "old_rows" o0 WHERE NOT EXISTS (SELECT 1 FROM "reporting_units" u WHERE u."id" = o0."unit_id" AND u."type" = 'value_chain_partner')) AS "old_rows" GROUP BY 1, 2, 3) o
  WHERE r."company_id" = o."company_id" AND r."framework" = o."framework" AND r."category" = o."category" AND o."newest" >= r."latest";
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- The summaries and rollups again from the entries, less the partners'.
DELETE FROM "entry_summaries";--> statement-breakpoint
INSERT INTO "entry_summaries" ("company_id", "framework", "category", "metric_key", "entries", "draft", "submitted", "approved", "rejected", "latest")
SELECT "company_id", "framework", "category", "metric_key", count(*)::int,
       count(*) FILTER (WHERE "review_state" = 'draft')::int, count(*) FILTER (WHERE "review_state" = 'submitted')::int,
       count(*) FILTER (WHERE "review_state" = 'approved')::int, count(*) FILTER (WHERE "review_state" = 'rejected')::int,
       max("created_at")
FROM "esg_data_entries" e
WHERE NOT EXISTS (SELECT 1 FROM "reporting_units" u WHERE u."id" = e."unit_id" AND u."type" = 'value_chain_partner')
GROUP BY 1, 2, 3, 4;--> statement-breakpoint
DELETE FROM "entry_rollups";--> statement-breakpoint
INSERT INTO "entry_rollups" ("company_id", "framework", "category", "entries", "draft", "submitted", "approved", "rejected", "latest")
SELECT "company_id", "framework", "category", sum("entries")::int, sum("draft")::int, sum("submitted")::int, sum("approved")::int, sum("rejected")::int, max("latest")
FROM "entry_summaries" GROUP BY 1, 2, 3;--> statement-breakpoint
-- Answers kept from the old rollups are not used again.
SELECT company_data_bump(ARRAY(SELECT DISTINCT "company_id" FROM "reporting_units" WHERE "type" = 'value_chain_partner'));
