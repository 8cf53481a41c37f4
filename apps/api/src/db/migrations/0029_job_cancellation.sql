ALTER TABLE "tax_preparation_jobs" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tax_preparation_jobs" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "tax_preparation_jobs" ADD CONSTRAINT "tax_preparation_jobs_cancel_reason_length" CHECK (char_length("tax_preparation_jobs"."cancel_reason") <= 500);