CREATE TABLE "emission_factors" (
	"id" text PRIMARY KEY NOT NULL,
	"set_id" text NOT NULL,
	"activity" text NOT NULL,
	"category" text NOT NULL,
	"label" text NOT NULL,
	"unit" text NOT NULL,
	"value" double precision NOT NULL,
	"gases" jsonb,
	"scope" integer NOT NULL,
	"scope3_category" integer,
	"region" text NOT NULL,
	"fy_from" text,
	"fy_to" text,
	"source_publisher" text NOT NULL,
	"source_document" text NOT NULL,
	"source_edition" text NOT NULL,
	"source_year" integer,
	"source_url" text NOT NULL,
	"source_locator" text,
	"source_via" jsonb,
	"notes" text DEFAULT '' NOT NULL,
	"outside_scopes" boolean DEFAULT false NOT NULL,
	"unit_assumed" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "factor_sets" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"edition" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"gwp_basis" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"gaps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"energy_contents" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "emission_factors" ADD CONSTRAINT "emission_factors_set_id_factor_sets_id_fk" FOREIGN KEY ("set_id") REFERENCES "public"."factor_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "emission_factors_set_idx" ON "emission_factors" USING btree ("set_id","position");--> statement-breakpoint
CREATE INDEX "emission_factors_activity_idx" ON "emission_factors" USING btree ("set_id","activity");