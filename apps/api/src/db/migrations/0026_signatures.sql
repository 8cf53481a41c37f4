CREATE TABLE "engagement_letters" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_id" integer NOT NULL,
	"version" integer NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"changed_by_user_id" integer,
	"signed_at" timestamp with time zone,
	"signer_name" text,
	"signer_email" text,
	"signed_from" text,
	"signature_kind" text,
	"consent_given" boolean DEFAULT false NOT NULL,
	"original_sha256" text,
	"signed_file_id" integer,
	"signed_sha256" text
);
--> statement-breakpoint
CREATE TABLE "engagement_templates" (
	"expert_user_id" integer PRIMARY KEY NOT NULL,
	"body" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "engagement_templates_body_length" CHECK (char_length("engagement_templates"."body") between 1 and 20000)
);
--> statement-breakpoint
CREATE TABLE "signature_fields" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"signer_id" integer NOT NULL,
	"kind" text NOT NULL,
	"page" integer NOT NULL,
	"x" real NOT NULL,
	"y" real NOT NULL,
	"width" real NOT NULL,
	"height" real NOT NULL,
	CONSTRAINT "signature_fields_kind" CHECK ("signature_fields"."kind" in ('signature', 'initials', 'date'))
);
--> statement-breakpoint
CREATE TABLE "signature_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_id" integer NOT NULL,
	"expert_user_id" integer NOT NULL,
	"title" text NOT NULL,
	"original_file_id" integer,
	"original_sha256" text NOT NULL,
	"page_sizes" jsonb NOT NULL,
	"identity_required" boolean DEFAULT false NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone,
	"signed_file_id" integer,
	"signed_sha256" text,
	CONSTRAINT "signature_requests_status" CHECK ("signature_requests"."status" in ('draft', 'sent', 'completed', 'withdrawn'))
);
--> statement-breakpoint
CREATE TABLE "signature_signers" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"role" text NOT NULL,
	"user_id" integer,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"key_hash" text NOT NULL,
	"identity_status" text DEFAULT 'none' NOT NULL,
	"identity_tries" integer DEFAULT 0 NOT NULL,
	"identity_method" text,
	"identity_reference" text,
	"identity_checked_at" timestamp with time zone,
	"verified_by_user_id" integer,
	"verified_note" text,
	"viewed_at" timestamp with time zone,
	"signed_at" timestamp with time zone,
	"signed_from" text,
	"signature_kind" text,
	"mark_sealed" text,
	"paper_file_id" integer,
	"paper_uploaded_at" timestamp with time zone,
	"paper_accepted_at" timestamp with time zone,
	"paper_rejected_at" timestamp with time zone,
	"paper_note" text,
	"last_reminded_at" timestamp with time zone,
	CONSTRAINT "signature_signers_role" CHECK ("signature_signers"."role" in ('taxpayer', 'spouse')),
	CONSTRAINT "signature_signers_identity" CHECK ("signature_signers"."identity_status" in ('none', 'passed', 'failed', 'in-person', 'video'))
);
--> statement-breakpoint
ALTER TABLE "engagement_letters" ADD CONSTRAINT "engagement_letters_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engagement_letters" ADD CONSTRAINT "engagement_letters_changed_by_user_id_users_id_fk" FOREIGN KEY ("changed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engagement_letters" ADD CONSTRAINT "engagement_letters_signed_file_id_stored_files_id_fk" FOREIGN KEY ("signed_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engagement_templates" ADD CONSTRAINT "engagement_templates_expert_user_id_users_id_fk" FOREIGN KEY ("expert_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_fields" ADD CONSTRAINT "signature_fields_request_id_signature_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."signature_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_fields" ADD CONSTRAINT "signature_fields_signer_id_signature_signers_id_fk" FOREIGN KEY ("signer_id") REFERENCES "public"."signature_signers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_requests" ADD CONSTRAINT "signature_requests_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_requests" ADD CONSTRAINT "signature_requests_expert_user_id_users_id_fk" FOREIGN KEY ("expert_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_requests" ADD CONSTRAINT "signature_requests_original_file_id_stored_files_id_fk" FOREIGN KEY ("original_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_requests" ADD CONSTRAINT "signature_requests_signed_file_id_stored_files_id_fk" FOREIGN KEY ("signed_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_signers" ADD CONSTRAINT "signature_signers_request_id_signature_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."signature_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_signers" ADD CONSTRAINT "signature_signers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_signers" ADD CONSTRAINT "signature_signers_verified_by_user_id_users_id_fk" FOREIGN KEY ("verified_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_signers" ADD CONSTRAINT "signature_signers_paper_file_id_stored_files_id_fk" FOREIGN KEY ("paper_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "engagement_letters_quote_version_unique" ON "engagement_letters" USING btree ("quote_id","version");--> statement-breakpoint
CREATE INDEX "signature_fields_request_idx" ON "signature_fields" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "signature_requests_quote_idx" ON "signature_requests" USING btree ("quote_id","created_at");--> statement-breakpoint
CREATE INDEX "signature_requests_waiting_idx" ON "signature_requests" USING btree ("status","expires_at");--> statement-breakpoint
CREATE INDEX "signature_signers_request_idx" ON "signature_signers" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "signature_signers_user_idx" ON "signature_signers" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "signature_signers_key_unique" ON "signature_signers" USING btree ("key_hash");