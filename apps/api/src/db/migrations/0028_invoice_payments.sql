CREATE TABLE "invoice_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"quote_id" integer NOT NULL,
	"expert_user_id" integer NOT NULL,
	"taxpayer_user_id" integer NOT NULL,
	"provider" text NOT NULL,
	"account_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"fee_cents" integer NOT NULL,
	"status" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"checkout_session_id" text,
	"checkout_url" text,
	"payment_intent_id" text,
	"method_label" text,
	"failure_code" text,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"fee_refunded_cents" integer DEFAULT 0 NOT NULL,
	"receipt_seq" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "invoice_payments_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "invoice_payments_checkout_session_id_unique" UNIQUE("checkout_session_id"),
	CONSTRAINT "invoice_payments_payment_intent_id_unique" UNIQUE("payment_intent_id"),
	CONSTRAINT "invoice_payments_status" CHECK ("invoice_payments"."status" in ('open', 'processing', 'paid', 'failed', 'expired')),
	CONSTRAINT "invoice_payments_amount" CHECK ("invoice_payments"."amount_cents" > 0),
	CONSTRAINT "invoice_payments_fee" CHECK ("invoice_payments"."fee_cents" between 0 and "invoice_payments"."amount_cents"),
	CONSTRAINT "invoice_payments_refunded" CHECK ("invoice_payments"."refunded_cents" between 0 and "invoice_payments"."amount_cents")
);
--> statement-breakpoint
CREATE TABLE "local_payment_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_intent_id" text NOT NULL,
	"account_id" text NOT NULL,
	"payer_user_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"fee_cents" integer NOT NULL,
	"description" text NOT NULL,
	"metadata" jsonb NOT NULL,
	"status" text NOT NULL,
	"intent_status" text NOT NULL,
	"decline_code" text,
	"method_type" text,
	"method_brand" text,
	"method_last4" text,
	"amount_refunded_cents" integer DEFAULT 0 NOT NULL,
	"refunds" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"dispute" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "local_payment_sessions_payment_intent_id_unique" UNIQUE("payment_intent_id")
);
--> statement-breakpoint
CREATE TABLE "local_payout_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"business_name" text,
	"bank_last4" text,
	"details_submitted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_disputes" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"provider_dispute_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_disputes_provider_dispute_id_unique" UNIQUE("provider_dispute_id")
);
--> statement-breakpoint
CREATE TABLE "payment_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text NOT NULL,
	"provider_refund_id" text,
	"idempotency_key" text NOT NULL,
	"by_user_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_refunds_provider_refund_id_unique" UNIQUE("provider_refund_id"),
	CONSTRAINT "payment_refunds_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "payment_refunds_status" CHECK ("payment_refunds"."status" in ('pending', 'succeeded', 'failed')),
	CONSTRAINT "payment_refunds_amount" CHECK ("payment_refunds"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"release_on_payment" boolean DEFAULT false NOT NULL,
	"reminder_every_days" integer DEFAULT 7 NOT NULL,
	"keep_deposit_on_cancel" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_settings_reminder" CHECK ("payment_settings"."reminder_every_days" between 0 and 30)
);
--> statement-breakpoint
CREATE TABLE "payout_accounts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"account_id" text NOT NULL,
	"charges_enabled" boolean DEFAULT false NOT NULL,
	"payouts_enabled" boolean DEFAULT false NOT NULL,
	"details_submitted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payout_accounts_account_id_unique" UNIQUE("account_id")
);
--> statement-breakpoint
CREATE TABLE "platform_fee" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"basis_points" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by_user_id" integer,
	CONSTRAINT "platform_fee_single" CHECK ("platform_fee"."id" = 1),
	CONSTRAINT "platform_fee_range" CHECK ("platform_fee"."basis_points" between 0 and 3000)
);
--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_expert_user_id_users_id_fk" FOREIGN KEY ("expert_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_taxpayer_user_id_users_id_fk" FOREIGN KEY ("taxpayer_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "local_payment_sessions" ADD CONSTRAINT "local_payment_sessions_payer_user_id_users_id_fk" FOREIGN KEY ("payer_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "local_payout_accounts" ADD CONSTRAINT "local_payout_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_disputes" ADD CONSTRAINT "payment_disputes_payment_id_invoice_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."invoice_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_payment_id_invoice_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."invoice_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_settings" ADD CONSTRAINT "payment_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_fee" ADD CONSTRAINT "platform_fee_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_payments_invoice_idx" ON "invoice_payments" USING btree ("invoice_id","created_at");--> statement-breakpoint
CREATE INDEX "invoice_payments_expert_idx" ON "invoice_payments" USING btree ("expert_user_id","created_at");--> statement-breakpoint
CREATE INDEX "invoice_payments_taxpayer_idx" ON "invoice_payments" USING btree ("taxpayer_user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_payments_receipt_unique" ON "invoice_payments" USING btree ("expert_user_id","receipt_seq");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_payments_one_open" ON "invoice_payments" USING btree ("invoice_id") WHERE "invoice_payments"."status" in ('open', 'processing');--> statement-breakpoint
CREATE INDEX "payment_disputes_payment_idx" ON "payment_disputes" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "payment_refunds_payment_idx" ON "payment_refunds" USING btree ("payment_id","created_at");