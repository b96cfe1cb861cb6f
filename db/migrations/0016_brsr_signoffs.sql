CREATE TABLE "brsr_signoff_artifacts" (
	"signoff_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"content_type" text NOT NULL,
	"sha256" text NOT NULL,
	"byte_size" integer NOT NULL,
	"storage" text DEFAULT 'postgres' NOT NULL,
	"storage_key" text,
	"data" "bytea",
	CONSTRAINT "brsr_signoff_artifacts_signoff_id_kind_pk" PRIMARY KEY("signoff_id","kind")
);
--> statement-breakpoint
CREATE TABLE "brsr_signoffs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"fy_end_year" integer NOT NULL,
	"version" integer NOT NULL,
	"approved_by" text NOT NULL,
	"din" text NOT NULL,
	"designation" text NOT NULL,
	"approval_date" date NOT NULL,
	"resolution_reference" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"reopen_reason" text,
	"signed_by" uuid,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "brsr_signoff_artifacts" ADD CONSTRAINT "brsr_signoff_artifacts_signoff_id_brsr_signoffs_id_fk" FOREIGN KEY ("signoff_id") REFERENCES "public"."brsr_signoffs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brsr_signoffs" ADD CONSTRAINT "brsr_signoffs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brsr_signoffs" ADD CONSTRAINT "brsr_signoffs_signed_by_users_id_fk" FOREIGN KEY ("signed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "brsr_signoffs_company_year_version_idx" ON "brsr_signoffs" USING btree ("company_id","fy_end_year","version");