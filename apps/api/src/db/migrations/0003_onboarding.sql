CREATE TABLE "expert_education" (
	"id" serial PRIMARY KEY NOT NULL,
	"expert_user_id" integer NOT NULL,
	"position" integer NOT NULL,
	"institution" text NOT NULL,
	"degree" text NOT NULL,
	"year_of_graduation" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "expert_invitations" (
	"key_hash" text PRIMARY KEY NOT NULL,
	"expert_user_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"taxpayer_user_id" integer NOT NULL,
	"kind" integer NOT NULL,
	"answers" jsonb NOT NULL,
	"state" text,
	"invited_expert_user_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "expert_profiles" ADD COLUMN "ptin" text;--> statement-breakpoint
ALTER TABLE "expert_profiles" ADD COLUMN "bar_number" text;--> statement-breakpoint
ALTER TABLE "expert_profiles" ADD COLUMN "credential_state" text;--> statement-breakpoint
ALTER TABLE "expert_profiles" ADD COLUMN "license_number" text;--> statement-breakpoint
ALTER TABLE "expert_profiles" ADD COLUMN "enrolled_agent_number" text;--> statement-breakpoint
ALTER TABLE "expert_profiles" ADD COLUMN "afsp_proof_file_id" integer;--> statement-breakpoint
ALTER TABLE "expert_profiles" ADD COLUMN "year_founded" integer;--> statement-breakpoint
ALTER TABLE "expert_profiles" ADD COLUMN "number_of_employees" integer;--> statement-breakpoint
ALTER TABLE "expert_profiles" ADD COLUMN "linkedin" text;--> statement-breakpoint
ALTER TABLE "expert_profiles" ADD COLUMN "website" text;--> statement-breakpoint
ALTER TABLE "expert_profiles" ADD COLUMN "reviews_link" text;--> statement-breakpoint
ALTER TABLE "expert_profiles" ADD COLUMN "has_pricing_system" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "expert_profiles" ADD COLUMN "pricing_file_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "avatar_file_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "avatar_thumbnail" "bytea";--> statement-breakpoint
ALTER TABLE "expert_education" ADD CONSTRAINT "expert_education_expert_user_id_users_id_fk" FOREIGN KEY ("expert_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_invitations" ADD CONSTRAINT "expert_invitations_expert_user_id_users_id_fk" FOREIGN KEY ("expert_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_requests" ADD CONSTRAINT "tax_requests_taxpayer_user_id_users_id_fk" FOREIGN KEY ("taxpayer_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_requests" ADD CONSTRAINT "tax_requests_invited_expert_user_id_users_id_fk" FOREIGN KEY ("invited_expert_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "expert_education_expert_idx" ON "expert_education" USING btree ("expert_user_id");--> statement-breakpoint
CREATE INDEX "tax_requests_taxpayer_idx" ON "tax_requests" USING btree ("taxpayer_user_id");