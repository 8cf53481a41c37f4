ALTER TABLE "quotes" ADD COLUMN "message" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "turnaround_days" integer;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_message_length" CHECK (char_length("quotes"."message") between 1 and 500);--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_turnaround_days_range" CHECK ("quotes"."turnaround_days" between 1 and 365);