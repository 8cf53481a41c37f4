CREATE TABLE "tax_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_id" integer NOT NULL,
	"taxpayer_user_id" integer NOT NULL,
	"expert_user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"deadline" date NOT NULL,
	"note" text,
	"file_id" integer,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"answer_note" text,
	"quote_price_cents" integer,
	"quote_message" text,
	"quote_status" text,
	"quoted_at" timestamp with time zone,
	"quote_answered_at" timestamp with time zone,
	CONSTRAINT "tax_notices_status" CHECK ("tax_notices"."status" in ('open', 'answered')),
	CONSTRAINT "tax_notices_quote_status" CHECK ("tax_notices"."quote_status" is null or "tax_notices"."quote_status" in ('pending', 'accepted', 'declined')),
	CONSTRAINT "tax_notices_quote_price" CHECK ("tax_notices"."quote_price_cents" is null or "tax_notices"."quote_price_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "tax_notices" ADD CONSTRAINT "tax_notices_quote_id_tax_preparation_jobs_quote_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."tax_preparation_jobs"("quote_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_notices" ADD CONSTRAINT "tax_notices_taxpayer_user_id_users_id_fk" FOREIGN KEY ("taxpayer_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_notices" ADD CONSTRAINT "tax_notices_expert_user_id_users_id_fk" FOREIGN KEY ("expert_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_notices" ADD CONSTRAINT "tax_notices_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tax_notices_quote_idx" ON "tax_notices" USING btree ("quote_id");--> statement-breakpoint
CREATE INDEX "tax_notices_expert_idx" ON "tax_notices" USING btree ("expert_user_id","status","deadline");--> statement-breakpoint
CREATE INDEX "tax_notices_taxpayer_idx" ON "tax_notices" USING btree ("taxpayer_user_id");--> statement-breakpoint
CREATE INDEX "tax_notices_open_idx" ON "tax_notices" USING btree ("deadline") WHERE "tax_notices"."status" = 'open';