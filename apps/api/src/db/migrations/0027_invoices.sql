CREATE TABLE "invoice_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"position" integer NOT NULL,
	"description" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_cents" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	CONSTRAINT "invoice_lines_quantity" CHECK ("invoice_lines"."quantity" between 1 and 1000),
	CONSTRAINT "invoice_lines_unit" CHECK ("invoice_lines"."unit_cents" > 0),
	CONSTRAINT "invoice_lines_amount" CHECK ("invoice_lines"."amount_cents" = "invoice_lines"."quantity" * "invoice_lines"."unit_cents")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_id" integer NOT NULL,
	"expert_user_id" integer NOT NULL,
	"taxpayer_user_id" integer NOT NULL,
	"status" text NOT NULL,
	"number_seq" integer,
	"total_cents" integer NOT NULL,
	"deposit_cents" integer,
	"paid_cents" integer DEFAULT 0 NOT NULL,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"due_date" date NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	"void_reason" text,
	CONSTRAINT "invoices_status" CHECK ("invoices"."status" in ('draft', 'sent', 'partly-paid', 'paid', 'void')),
	CONSTRAINT "invoices_total_positive" CHECK ("invoices"."total_cents" > 0),
	CONSTRAINT "invoices_deposit_range" CHECK ("invoices"."deposit_cents" is null or "invoices"."deposit_cents" between 1 and "invoices"."total_cents"),
	CONSTRAINT "invoices_paid_range" CHECK ("invoices"."paid_cents" between 0 and "invoices"."total_cents"),
	CONSTRAINT "invoices_refunded_range" CHECK ("invoices"."refunded_cents" between 0 and "invoices"."paid_cents")
);
--> statement-breakpoint
CREATE TABLE "price_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_id" integer NOT NULL,
	"expert_user_id" integer NOT NULL,
	"taxpayer_user_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"decline_note" text,
	CONSTRAINT "price_changes_status" CHECK ("price_changes"."status" in ('pending', 'accepted', 'declined', 'withdrawn')),
	CONSTRAINT "price_changes_amount" CHECK ("price_changes"."amount_cents" <> 0)
);
--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_expert_user_id_users_id_fk" FOREIGN KEY ("expert_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_taxpayer_user_id_users_id_fk" FOREIGN KEY ("taxpayer_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_changes" ADD CONSTRAINT "price_changes_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_changes" ADD CONSTRAINT "price_changes_expert_user_id_users_id_fk" FOREIGN KEY ("expert_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_changes" ADD CONSTRAINT "price_changes_taxpayer_user_id_users_id_fk" FOREIGN KEY ("taxpayer_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_lines_invoice_idx" ON "invoice_lines" USING btree ("invoice_id","position");--> statement-breakpoint
CREATE INDEX "invoices_quote_idx" ON "invoices" USING btree ("quote_id","created_at");--> statement-breakpoint
CREATE INDEX "invoices_expert_idx" ON "invoices" USING btree ("expert_user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_expert_number_unique" ON "invoices" USING btree ("expert_user_id","number_seq");--> statement-breakpoint
CREATE INDEX "price_changes_quote_idx" ON "price_changes" USING btree ("quote_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "price_changes_one_pending" ON "price_changes" USING btree ("quote_id") WHERE "price_changes"."status" = 'pending';