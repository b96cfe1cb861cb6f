-- The questionnaire reads the Entity Profile as well as the entries and the company row: its
-- writes move the company's data version too (0014), so the questionnaire's answer can be kept by it.
CREATE TRIGGER "company_profiles_data_version_insert" AFTER INSERT ON "company_profiles" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "company_data_changed"();--> statement-breakpoint
CREATE TRIGGER "company_profiles_data_version_update" AFTER UPDATE ON "company_profiles" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "company_data_changed"();--> statement-breakpoint
CREATE TRIGGER "company_profiles_data_version_delete" AFTER DELETE ON "company_profiles" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "company_data_changed"();
