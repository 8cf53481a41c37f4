CREATE TABLE "requested_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_id" integer NOT NULL,
	"title" text NOT NULL,
	"note" text,
	"for_spouse" boolean NOT NULL,
	"status_id" integer NOT NULL,
	"file_id" integer,
	"review_note" text,
	"requested_by_user_id" integer NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"provided_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "requested_documents" ADD CONSTRAINT "requested_documents_quote_id_tax_preparation_jobs_quote_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."tax_preparation_jobs"("quote_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requested_documents" ADD CONSTRAINT "requested_documents_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requested_documents" ADD CONSTRAINT "requested_documents_requested_by_user_id_users_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "requested_documents_quote_idx" ON "requested_documents" USING btree ("quote_id");--> statement-breakpoint
CREATE INDEX "requested_documents_file_idx" ON "requested_documents" USING btree ("file_id");