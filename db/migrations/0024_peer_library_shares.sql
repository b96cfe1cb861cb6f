CREATE TABLE "peer_library_shares" (
	"owner_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "peer_library_shares_owner_id_company_id_pk" PRIMARY KEY("owner_id","company_id")
);
--> statement-breakpoint
ALTER TABLE "peer_library_shares" ADD CONSTRAINT "peer_library_shares_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "peer_library_shares" ADD CONSTRAINT "peer_library_shares_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "peer_library_shares_company_idx" ON "peer_library_shares" USING btree ("company_id");