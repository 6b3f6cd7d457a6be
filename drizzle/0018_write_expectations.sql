CREATE TABLE "write_expectations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "write_expectations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"type" text NOT NULL,
	"code" text NOT NULL,
	"person" jsonb NOT NULL,
	"values" jsonb NOT NULL,
	"files" jsonb NOT NULL,
	"request_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "write_expectations_request_idx" ON "write_expectations" USING btree ("type","code");