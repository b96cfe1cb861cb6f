CREATE TABLE "company_data_versions" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_data_versions" ADD CONSTRAINT "company_data_versions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- One sequence for every company's number: a number is never given twice, even after a company's
-- row is deleted and its data rewritten, so a process never mistakes old work for new.
CREATE SEQUENCE "company_data_version_seq";--> statement-breakpoint
INSERT INTO "company_data_versions" ("company_id", "version") SELECT "id", nextval('company_data_version_seq') FROM "companies" ORDER BY "id";--> statement-breakpoint
-- A new number for each of these companies that still exists (a company deleted in this
-- transaction takes its row with it), taken in id order so two writers never wait on each other
-- in opposite orders.
CREATE FUNCTION "company_data_bump"("ids" uuid[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "company_data_versions" AS v ("company_id", "version")
  SELECT c."id", nextval('company_data_version_seq') FROM "companies" c WHERE c."id" = ANY("ids") ORDER BY c."id"
  ON CONFLICT ("company_id") DO UPDATE SET "version" = EXCLUDED."version";
$$;--> statement-breakpoint
-- For a table with a company_id column: the companies of the rows the statement wrote.
CREATE FUNCTION "company_data_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "company_data_bump"(ARRAY(SELECT DISTINCT "company_id" FROM "new_rows"));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "company_data_bump"(ARRAY(SELECT DISTINCT "company_id" FROM "old_rows"));
  ELSE
    PERFORM "company_data_bump"(ARRAY(SELECT "company_id" FROM "new_rows" UNION SELECT "company_id" FROM "old_rows"));
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "company_row_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "company_data_bump"(ARRAY(SELECT "id" FROM "new_rows"));
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- The dashboard shows who locked or reopened a year by name: a member's new name is news to each
-- of their companies.
CREATE FUNCTION "company_data_changed_for_member"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "company_data_bump"(ARRAY(SELECT "company_id" FROM "company_members" WHERE "user_id" = NEW."id"));
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- Named to sort before the summaries' triggers (0009), which fire after them: every writer takes
-- its company's version row before its rollup rows, so two writers cannot deadlock on the pair.
CREATE TRIGGER "esg_data_entries_data_version_insert" AFTER INSERT ON "esg_data_entries" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "company_data_changed"();--> statement-breakpoint
CREATE TRIGGER "esg_data_entries_data_version_update" AFTER UPDATE ON "esg_data_entries" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "company_data_changed"();--> statement-breakpoint
CREATE TRIGGER "esg_data_entries_data_version_delete" AFTER DELETE ON "esg_data_entries" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "company_data_changed"();--> statement-breakpoint
CREATE TRIGGER "kpi_targets_data_version_insert" AFTER INSERT ON "kpi_targets" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "company_data_changed"();--> statement-breakpoint
CREATE TRIGGER "kpi_targets_data_version_update" AFTER UPDATE ON "kpi_targets" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "company_data_changed"();--> statement-breakpoint
CREATE TRIGGER "kpi_targets_data_version_delete" AFTER DELETE ON "kpi_targets" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "company_data_changed"();--> statement-breakpoint
CREATE TRIGGER "fiscal_year_locks_data_version_insert" AFTER INSERT ON "fiscal_year_locks" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "company_data_changed"();--> statement-breakpoint
CREATE TRIGGER "fiscal_year_locks_data_version_update" AFTER UPDATE ON "fiscal_year_locks" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "company_data_changed"();--> statement-breakpoint
CREATE TRIGGER "fiscal_year_locks_data_version_delete" AFTER DELETE ON "fiscal_year_locks" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "company_data_changed"();--> statement-breakpoint
CREATE TRIGGER "reports_generated_data_version_insert" AFTER INSERT ON "reports_generated" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "company_data_changed"();--> statement-breakpoint
CREATE TRIGGER "reports_generated_data_version_update" AFTER UPDATE ON "reports_generated" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "company_data_changed"();--> statement-breakpoint
CREATE TRIGGER "reports_generated_data_version_delete" AFTER DELETE ON "reports_generated" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "company_data_changed"();--> statement-breakpoint
CREATE TRIGGER "checklist_progress_data_version_insert" AFTER INSERT ON "checklist_progress" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "company_data_changed"();--> statement-breakpoint
CREATE TRIGGER "checklist_progress_data_version_update" AFTER UPDATE ON "checklist_progress" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "company_data_changed"();--> statement-breakpoint
CREATE TRIGGER "checklist_progress_data_version_delete" AFTER DELETE ON "checklist_progress" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "company_data_changed"();--> statement-breakpoint
CREATE TRIGGER "evidence_requests_data_version_insert" AFTER INSERT ON "evidence_requests" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "company_data_changed"();--> statement-breakpoint
CREATE TRIGGER "evidence_requests_data_version_update" AFTER UPDATE ON "evidence_requests" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "company_data_changed"();--> statement-breakpoint
CREATE TRIGGER "evidence_requests_data_version_delete" AFTER DELETE ON "evidence_requests" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "company_data_changed"();--> statement-breakpoint
CREATE TRIGGER "company_frameworks_data_version_insert" AFTER INSERT ON "company_frameworks" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "company_data_changed"();--> statement-breakpoint
CREATE TRIGGER "company_frameworks_data_version_update" AFTER UPDATE ON "company_frameworks" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "company_data_changed"();--> statement-breakpoint
CREATE TRIGGER "company_frameworks_data_version_delete" AFTER DELETE ON "company_frameworks" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "company_data_changed"();--> statement-breakpoint
CREATE TRIGGER "companies_data_version_update" AFTER UPDATE ON "companies" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "company_row_changed"();--> statement-breakpoint
CREATE TRIGGER "users_data_version_name" AFTER UPDATE OF "full_name", "email" ON "users" FOR EACH ROW
  WHEN (OLD."full_name" IS DISTINCT FROM NEW."full_name" OR OLD."email" IS DISTINCT FROM NEW."email") EXECUTE FUNCTION "company_data_changed_for_member"();
