CREATE TABLE "calculator_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"fy_end_year" integer NOT NULL,
	"period" text NOT NULL,
	"set_id" text NOT NULL,
	"set_edition" text NOT NULL,
	"inputs" jsonb NOT NULL,
	"factors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"figures" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"superseded_by" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_factor_overrides" (
	"company_id" uuid NOT NULL,
	"fy_end_year" integer NOT NULL,
	"activity" text NOT NULL,
	"value" double precision NOT NULL,
	"reason" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_factor_overrides_company_id_fy_end_year_activity_pk" PRIMARY KEY("company_id","fy_end_year","activity")
);
--> statement-breakpoint
CREATE TABLE "company_factor_years" (
	"company_id" uuid NOT NULL,
	"fy_end_year" integer NOT NULL,
	"set_id" text NOT NULL,
	"set_edition" text NOT NULL,
	"factors" jsonb NOT NULL,
	"energy_contents" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"gaps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"frozen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_factor_years_company_id_fy_end_year_pk" PRIMARY KEY("company_id","fy_end_year")
);
--> statement-breakpoint
ALTER TABLE "esg_data_entries" ADD COLUMN "calculator_run_id" uuid;--> statement-breakpoint
ALTER TABLE "calculator_runs" ADD CONSTRAINT "calculator_runs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calculator_runs" ADD CONSTRAINT "calculator_runs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_factor_overrides" ADD CONSTRAINT "company_factor_overrides_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_factor_overrides" ADD CONSTRAINT "company_factor_overrides_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_factor_years" ADD CONSTRAINT "company_factor_years_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_factor_years" ADD CONSTRAINT "company_factor_years_set_id_factor_sets_id_fk" FOREIGN KEY ("set_id") REFERENCES "public"."factor_sets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_factor_years" ADD CONSTRAINT "company_factor_years_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calculator_runs_company_idx" ON "calculator_runs" USING btree ("company_id","fy_end_year","kind","created_at");--> statement-breakpoint
ALTER TABLE "esg_data_entries" ADD CONSTRAINT "esg_data_entries_calculator_run_id_calculator_runs_id_fk" FOREIGN KEY ("calculator_run_id") REFERENCES "public"."calculator_runs"("id") ON DELETE set null ON UPDATE no action;