-- The trigram index over mirror_requests.search_text needs pg_trgm (PGlite loads it at start, see
-- src/bff/db/openDatabase.ts; a server needs the contrib package).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "request_history" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "request_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"type" text NOT NULL,
	"code" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"source" text NOT NULL,
	"actor" text,
	"changes" jsonb NOT NULL,
	"observed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mirror_requests" (
	"type" text NOT NULL,
	"code" text NOT NULL,
	"id" text,
	"name" text,
	"kind" text,
	"company_name" text,
	"company_fantasy_name" text,
	"company_cnpj" text,
	"company_cnpj_digits" text,
	"responsible_name" text,
	"responsible_email" text,
	"created_at" timestamp with time zone,
	"vendor_last_update" timestamp with time zone,
	"last_changed_at" timestamp with time zone NOT NULL,
	"deal_status" text,
	"status_since" timestamp with time zone,
	"stock_status" text,
	"payment_status" text,
	"payment_type" text,
	"total_power" double precision,
	"original_value" numeric(14, 2),
	"discount" numeric(14, 2),
	"surcharge" numeric(14, 2),
	"final_value" numeric(14, 2),
	"freight_state" text,
	"freight_city" text,
	"removed" boolean DEFAULT false NOT NULL,
	"record" jsonb NOT NULL,
	"unreadable" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"synced_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone,
	"observed_version" bigint DEFAULT 1 NOT NULL,
	"search_text" text GENERATED ALWAYS AS (translate(lower(coalesce("code", '') || ' ' || coalesce("name", '') || ' ' || coalesce("company_name", '') || ' ' || coalesce("company_fantasy_name", '') || ' ' || coalesce("company_cnpj", '') || ' ' || coalesce("company_cnpj_digits", '') || ' ' || coalesce("responsible_name", '') || ' ' || coalesce("responsible_email", '')), 'áàâãäåéèêëíìîïóòôõöúùûüçñý', 'aaaaaaeeeeiiiiooooouuuucny')) STORED,
	CONSTRAINT "mirror_requests_pk" PRIMARY KEY("type","code")
);
--> statement-breakpoint
CREATE TABLE "mirror_status_totals" (
	"type" text NOT NULL,
	"removed" boolean NOT NULL,
	"deal_status" text NOT NULL,
	"requests" bigint NOT NULL,
	"sum_final_value" numeric(20, 2) NOT NULL,
	"sum_total_power" numeric NOT NULL,
	CONSTRAINT "mirror_status_totals_pk" PRIMARY KEY("type","removed","deal_status")
);
--> statement-breakpoint
CREATE INDEX "request_history_request_idx" ON "request_history" USING btree ("type","code","at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "request_history_at_idx" ON "request_history" USING btree ("at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "mirror_requests_search_idx" ON "mirror_requests" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "mirror_requests_created_asc_idx" ON "mirror_requests" USING btree ("type","removed","created_at","code");--> statement-breakpoint
CREATE INDEX "mirror_requests_created_desc_idx" ON "mirror_requests" USING btree ("type","removed","created_at" DESC NULLS LAST,"code" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "mirror_requests_changed_asc_idx" ON "mirror_requests" USING btree ("type","removed","last_changed_at","code");--> statement-breakpoint
CREATE INDEX "mirror_requests_changed_desc_idx" ON "mirror_requests" USING btree ("type","removed","last_changed_at" DESC NULLS LAST,"code" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "mirror_requests_final_value_asc_idx" ON "mirror_requests" USING btree ("type","removed","final_value","code");--> statement-breakpoint
CREATE INDEX "mirror_requests_final_value_desc_idx" ON "mirror_requests" USING btree ("type","removed","final_value" DESC NULLS LAST,"code" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "mirror_requests_power_asc_idx" ON "mirror_requests" USING btree ("type","removed","total_power","code");--> statement-breakpoint
CREATE INDEX "mirror_requests_power_desc_idx" ON "mirror_requests" USING btree ("type","removed","total_power" DESC NULLS LAST,"code" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "mirror_requests_name_idx" ON "mirror_requests" USING btree ("type","removed","name","code");--> statement-breakpoint
CREATE INDEX "mirror_requests_company_idx" ON "mirror_requests" USING btree ("type","removed","company_name","code");--> statement-breakpoint
CREATE INDEX "mirror_requests_responsible_idx" ON "mirror_requests" USING btree ("type","removed","responsible_name","code");--> statement-breakpoint
CREATE INDEX "mirror_requests_status_idx" ON "mirror_requests" USING btree ("type","removed","deal_status","status_since" DESC NULLS LAST,"code" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "mirror_requests_uf_idx" ON "mirror_requests" USING btree ("type","removed","freight_state","created_at" DESC NULLS LAST);