DROP INDEX "esg_data_company_metric_idx";--> statement-breakpoint
ALTER TABLE "esg_data_entries" ADD COLUMN "metric_key" text;--> statement-breakpoint
-- metricKey() of lib/frameworks/metric-key.ts (trim, lower case, runs of white space as one
-- space) for the rows already there. Exact for names in ASCII: translate() lower-cases A-Z
-- whatever the database's collation, and ASCII white space is these six characters. A name with
-- any other character (where lower() and JavaScript's toLowerCase() can disagree, and JavaScript
-- counts more characters as white space) is keyed again by metricKey() itself at start
-- (lib/esg-data/metric-keys.ts, called by db/prepare.ts).
UPDATE "esg_data_entries" SET "metric_key" = regexp_replace(
  regexp_replace(translate("metric", 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz'), '^[ \t\n\v\f\r]+|[ \t\n\v\f\r]+$', '', 'g'),
  '[ \t\n\v\f\r]+', ' ', 'g');--> statement-breakpoint
ALTER TABLE "esg_data_entries" ALTER COLUMN "metric_key" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "esg_data_company_metric_key_idx" ON "esg_data_entries" USING btree ("company_id","framework","metric_key");
