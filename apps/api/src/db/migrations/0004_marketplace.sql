CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"link" text,
	"is_read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"expert_user_id" integer NOT NULL,
	"taxpayer_user_id" integer NOT NULL,
	"price" numeric(10, 2) NOT NULL,
	"price_attachment_file_id" integer,
	"status_id" integer NOT NULL,
	"action_status_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"chosen_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	CONSTRAINT "quotes_price_positive" CHECK ("quotes"."price" > 0)
);
--> statement-breakpoint
CREATE TABLE "request_matches" (
	"request_id" integer NOT NULL,
	"expert_user_id" integer NOT NULL,
	"score" integer NOT NULL,
	"reasons" text[] NOT NULL,
	"round" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "request_matches_request_id_expert_user_id_pk" PRIMARY KEY("request_id","expert_user_id")
);
--> statement-breakpoint
CREATE TABLE "tax_preparation_jobs" (
	"quote_id" integer PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"taxpayer_user_id" integer NOT NULL,
	"expert_user_id" integer NOT NULL,
	"status_id" integer NOT NULL,
	"tax_year" integer NOT NULL,
	"fee" numeric(10, 2) NOT NULL,
	"tax_return_file_id" integer,
	"started_at" timestamp with time zone NOT NULL,
	"status_changed_at" timestamp with time zone NOT NULL,
	"filed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "expert_reviews" ADD COLUMN "is_individual" boolean;--> statement-breakpoint
ALTER TABLE "tax_requests" ADD COLUMN "routed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_request_id_tax_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."tax_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_expert_user_id_users_id_fk" FOREIGN KEY ("expert_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_taxpayer_user_id_users_id_fk" FOREIGN KEY ("taxpayer_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_price_attachment_file_id_stored_files_id_fk" FOREIGN KEY ("price_attachment_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_matches" ADD CONSTRAINT "request_matches_request_id_tax_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."tax_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_matches" ADD CONSTRAINT "request_matches_expert_user_id_users_id_fk" FOREIGN KEY ("expert_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_preparation_jobs" ADD CONSTRAINT "tax_preparation_jobs_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_preparation_jobs" ADD CONSTRAINT "tax_preparation_jobs_request_id_tax_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."tax_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_preparation_jobs" ADD CONSTRAINT "tax_preparation_jobs_taxpayer_user_id_users_id_fk" FOREIGN KEY ("taxpayer_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_preparation_jobs" ADD CONSTRAINT "tax_preparation_jobs_expert_user_id_users_id_fk" FOREIGN KEY ("expert_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_preparation_jobs" ADD CONSTRAINT "tax_preparation_jobs_tax_return_file_id_stored_files_id_fk" FOREIGN KEY ("tax_return_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_request_expert_unique" ON "quotes" USING btree ("request_id","expert_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_one_chosen_per_request" ON "quotes" USING btree ("request_id") WHERE "quotes"."action_status_id" in (9, 10);--> statement-breakpoint
CREATE INDEX "quotes_taxpayer_idx" ON "quotes" USING btree ("taxpayer_user_id","created_at");--> statement-breakpoint
CREATE INDEX "quotes_expert_idx" ON "quotes" USING btree ("expert_user_id","created_at");--> statement-breakpoint
CREATE INDEX "request_matches_expert_idx" ON "request_matches" USING btree ("expert_user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_preparation_jobs_request_unique" ON "tax_preparation_jobs" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "tax_preparation_jobs_taxpayer_idx" ON "tax_preparation_jobs" USING btree ("taxpayer_user_id");--> statement-breakpoint
CREATE INDEX "tax_preparation_jobs_expert_idx" ON "tax_preparation_jobs" USING btree ("expert_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "expert_reviews_author_expert_unique" ON "expert_reviews" USING btree ("author_user_id","expert_user_id") WHERE "expert_reviews"."author_user_id" is not null;