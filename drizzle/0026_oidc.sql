CREATE TABLE "sso_attempts" (
	"binding_hash" text PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"nonce" text NOT NULL,
	"code_verifier" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sso_links" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"issuer" text NOT NULL,
	"subject" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sso_sessions" (
	"session_id" uuid PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"refresh_token" text,
	"access_token" text
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "idp_check_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sso_links" ADD CONSTRAINT "sso_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_sessions" ADD CONSTRAINT "sso_sessions_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sso_attempts_expires_at_idx" ON "sso_attempts" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sso_links_issuer_subject_idx" ON "sso_links" USING btree ("issuer","subject");