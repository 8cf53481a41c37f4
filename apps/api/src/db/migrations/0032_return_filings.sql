CREATE TABLE "return_filings" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_id" integer NOT NULL,
	"jurisdiction" text NOT NULL,
	"method" text NOT NULL,
	"amended" boolean DEFAULT false NOT NULL,
	"filed_on" date NOT NULL,
	"submission_id" text,
	"corrects_filing_id" integer,
	"recorded_by_user_id" integer,
	"recorded_at" timestamp with time zone NOT NULL,
	"accepted" boolean,
	"acknowledged_on" date,
	"reject_code" text,
	"explanation" text,
	"answer_recorded_at" timestamp with time zone,
	CONSTRAINT "return_filings_method" CHECK ("return_filings"."method" in ('efile', 'paper')),
	CONSTRAINT "return_filings_submission_id" CHECK (("return_filings"."method" = 'efile') = ("return_filings"."submission_id" is not null)),
	CONSTRAINT "return_filings_answer" CHECK (("return_filings"."accepted" is null) = ("return_filings"."acknowledged_on" is null) and ("return_filings"."accepted" is distinct from false) = ("return_filings"."reject_code" is null)),
	CONSTRAINT "return_filings_explanation_length" CHECK (char_length("return_filings"."explanation") <= 1000)
);
--> statement-breakpoint
CREATE TABLE "return_outcomes" (
	"quote_id" integer PRIMARY KEY NOT NULL,
	"refund_cents" integer,
	"amount_due_cents" integer,
	"payment_due_on" date,
	"refund_issued_on" date,
	"recorded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "return_outcomes_one" CHECK (("return_outcomes"."refund_cents" is null) <> ("return_outcomes"."amount_due_cents" is null) and ("return_outcomes"."amount_due_cents" is null) = ("return_outcomes"."payment_due_on" is null)),
	CONSTRAINT "return_outcomes_cents" CHECK ("return_outcomes"."refund_cents" >= 0 and "return_outcomes"."amount_due_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "return_filings" ADD CONSTRAINT "return_filings_quote_id_tax_preparation_jobs_quote_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."tax_preparation_jobs"("quote_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_filings" ADD CONSTRAINT "return_filings_corrects_filing_id_return_filings_id_fk" FOREIGN KEY ("corrects_filing_id") REFERENCES "public"."return_filings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_filings" ADD CONSTRAINT "return_filings_recorded_by_user_id_users_id_fk" FOREIGN KEY ("recorded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_outcomes" ADD CONSTRAINT "return_outcomes_quote_id_tax_preparation_jobs_quote_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."tax_preparation_jobs"("quote_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "return_filings_quote_idx" ON "return_filings" USING btree ("quote_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "return_filings_one_standing_original" ON "return_filings" USING btree ("quote_id","jurisdiction") WHERE not "return_filings"."amended" and "return_filings"."accepted" is distinct from false;--> statement-breakpoint
CREATE UNIQUE INDEX "return_filings_submission_unique" ON "return_filings" USING btree ("submission_id");--> statement-breakpoint
CREATE INDEX "return_filings_rejected_idx" ON "return_filings" USING btree ("answer_recorded_at") WHERE "return_filings"."accepted" = false;