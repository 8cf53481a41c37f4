CREATE TABLE "return_drafts" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"shared_at" timestamp with time zone NOT NULL,
	"review_status" text DEFAULT 'pending' NOT NULL,
	"comment" text,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "return_drafts_review_status_known" CHECK ("return_drafts"."review_status" in ('pending', 'approved', 'changes_requested')),
	CONSTRAINT "return_drafts_comment_length" CHECK (char_length("return_drafts"."comment") <= 2000)
);
--> statement-breakpoint
ALTER TABLE "tax_preparation_jobs" ADD COLUMN "status_note" text;--> statement-breakpoint
ALTER TABLE "return_drafts" ADD CONSTRAINT "return_drafts_quote_id_tax_preparation_jobs_quote_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."tax_preparation_jobs"("quote_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_drafts" ADD CONSTRAINT "return_drafts_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "return_drafts_quote_idx" ON "return_drafts" USING btree ("quote_id","id");--> statement-breakpoint
CREATE INDEX "return_drafts_file_idx" ON "return_drafts" USING btree ("file_id");--> statement-breakpoint
ALTER TABLE "tax_preparation_jobs" ADD CONSTRAINT "tax_preparation_jobs_status_note_length" CHECK (char_length("tax_preparation_jobs"."status_note") <= 500);