CREATE TABLE "app_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "saved_views" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"query" text NOT NULL,
	"shared" boolean DEFAULT false NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "saved_views" ADD CONSTRAINT "saved_views_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_views_owner_idx" ON "saved_views" USING btree ("owner_id","type");--> statement-breakpoint
CREATE INDEX "saved_views_shared_idx" ON "saved_views" USING btree ("type") WHERE "saved_views"."shared";--> statement-breakpoint
CREATE UNIQUE INDEX "saved_views_one_default_idx" ON "saved_views" USING btree ("owner_id","type") WHERE "saved_views"."is_default";--> statement-breakpoint
CREATE INDEX "mirror_requests_status_since_asc_idx" ON "mirror_requests" USING btree ("type","removed","status_since","code");--> statement-breakpoint
CREATE INDEX "mirror_requests_status_since_desc_idx" ON "mirror_requests" USING btree ("type","removed","status_since" DESC NULLS LAST,"code" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "mirror_requests_original_value_asc_idx" ON "mirror_requests" USING btree ("type","removed","original_value","code");--> statement-breakpoint
CREATE INDEX "mirror_requests_original_value_desc_idx" ON "mirror_requests" USING btree ("type","removed","original_value" DESC NULLS LAST,"code" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "mirror_requests_kind_idx" ON "mirror_requests" USING btree ("type","removed","kind","code");--> statement-breakpoint
CREATE INDEX "mirror_requests_cnpj_idx" ON "mirror_requests" USING btree ("type","removed","company_cnpj_digits","code");--> statement-breakpoint
CREATE INDEX "mirror_requests_payment_type_idx" ON "mirror_requests" USING btree ("type","removed","payment_type","code");--> statement-breakpoint
CREATE INDEX "mirror_requests_payment_workflow_idx" ON "mirror_requests" USING btree ("type","removed",(case "payment_status" when 'notRequested' then '000000' when 'requested' then '000001' when 'partial' then '000002' when 'received' then '000003' when 'cancelled' then '000004' else '999999' || "payment_status" end),"code");--> statement-breakpoint
CREATE INDEX "mirror_requests_deal_status_code_idx" ON "mirror_requests" USING btree ("type","removed","deal_status","code");--> statement-breakpoint
CREATE INDEX "mirror_requests_responsible_email_idx" ON "mirror_requests" USING btree ("type","removed",lower("responsible_email"));