CREATE TABLE "brsr_filings" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"filename" text NOT NULL,
	"file_sha256" text NOT NULL,
	"taxonomy" text,
	"years" jsonb NOT NULL,
	"cin" text,
	"report" jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "peer_filings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"cin" text,
	"nic_code" text,
	"fy" text NOT NULL,
	"filename" text NOT NULL,
	"file_sha256" text NOT NULL,
	"figures" jsonb NOT NULL,
	"synthetic" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "brsr_filings" ADD CONSTRAINT "brsr_filings_id_pdf_extractions_id_fk" FOREIGN KEY ("id") REFERENCES "public"."pdf_extractions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brsr_filings" ADD CONSTRAINT "brsr_filings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brsr_filings" ADD CONSTRAINT "brsr_filings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "peer_filings" ADD CONSTRAINT "peer_filings_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "brsr_filings_company_file_idx" ON "brsr_filings" USING btree ("company_id","file_sha256");--> statement-breakpoint
CREATE INDEX "brsr_filings_company_idx" ON "brsr_filings" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "peer_filings_owner_file_idx" ON "peer_filings" USING btree ("owner_id","file_sha256","fy");--> statement-breakpoint
CREATE INDEX "peer_filings_owner_idx" ON "peer_filings" USING btree ("owner_id","fy");