CREATE TABLE "document_reading_values" (
	"id" serial PRIMARY KEY NOT NULL,
	"file_id" integer NOT NULL,
	"box" text NOT NULL,
	"value" text,
	"value_sealed" "bytea",
	"value_key_id" text,
	"sensitive" boolean NOT NULL,
	"page" integer NOT NULL,
	"region" jsonb NOT NULL,
	"confidence" real NOT NULL,
	"state" text NOT NULL,
	"decided_by_user_id" integer,
	"decided_at" timestamp with time zone,
	CONSTRAINT "document_reading_values_sealed_shape" CHECK (("document_reading_values"."value_sealed" is null and "document_reading_values"."value_key_id" is null) or ("document_reading_values"."value_sealed" is not null and "document_reading_values"."value_key_id" is not null and "document_reading_values"."value" is null))
);
--> statement-breakpoint
CREATE TABLE "document_readings" (
	"file_id" integer PRIMARY KEY NOT NULL,
	"quote_id" integer NOT NULL,
	"for_spouse" boolean NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"kind" text,
	"kind_confidence" real,
	"corrected_kind" text,
	"corrected_by_user_id" integer,
	"corrected_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"queued_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "document_reading_values" ADD CONSTRAINT "document_reading_values_file_id_document_readings_file_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."document_readings"("file_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_reading_values" ADD CONSTRAINT "document_reading_values_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_readings" ADD CONSTRAINT "document_readings_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_readings" ADD CONSTRAINT "document_readings_quote_id_tax_preparation_jobs_quote_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."tax_preparation_jobs"("quote_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_readings" ADD CONSTRAINT "document_readings_corrected_by_user_id_users_id_fk" FOREIGN KEY ("corrected_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_reading_values_file_idx" ON "document_reading_values" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "document_readings_quote_idx" ON "document_readings" USING btree ("quote_id");