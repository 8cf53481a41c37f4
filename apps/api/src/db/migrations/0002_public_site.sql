CREATE TABLE "plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"role_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"monthly_price" numeric(10, 2) NOT NULL,
	"yearly_price" numeric(10, 2) NOT NULL,
	"features" text[] NOT NULL,
	"trial_days" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inbound_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"topic" text NOT NULL,
	"full_name" text NOT NULL,
	"organization_name" text,
	"email" text NOT NULL,
	"phone" text,
	"message" text NOT NULL,
	"fingerprint" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"unsubscribe_token_hash" text NOT NULL,
	"subscribed_at" timestamp with time zone NOT NULL,
	"unsubscribed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "blog_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"short_description" text NOT NULL,
	"content" text NOT NULL,
	"content_html" text NOT NULL,
	"tip" text NOT NULL,
	"tags" text[] NOT NULL,
	"type_enum" integer NOT NULL,
	"thumbnail_jpeg" "bytea" NOT NULL,
	"image_jpeg" "bytea" NOT NULL,
	"reading_minutes" integer NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(short_description, '')), 'B') || setweight(to_tsvector('english', coalesce(content, '')), 'D')) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faq_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"category" text NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(question, '')), 'A') || setweight(to_tsvector('english', coalesce(category, '')), 'C') || setweight(to_tsvector('english', coalesce(answer, '')), 'B')) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "expert_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"tax_preparation_type_id" integer NOT NULL,
	"tax_preparer_type_id" integer NOT NULL,
	"working_type_ids" integer[] NOT NULL,
	"is_enterprise" boolean DEFAULT false NOT NULL,
	"business_name" text,
	"years_of_experience" integer NOT NULL,
	"about_business_or_service_stand_out" text,
	"state" text NOT NULL,
	"city" text NOT NULL,
	"credentials_verified_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "expert_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"expert_user_id" integer NOT NULL,
	"author_user_id" integer,
	"author_name" text NOT NULL,
	"rating" integer NOT NULL,
	"comment" text NOT NULL,
	"seeded" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "expert_reviews_rating_range" CHECK ("expert_reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "expert_profiles" ADD CONSTRAINT "expert_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_reviews" ADD CONSTRAINT "expert_reviews_expert_user_id_users_id_fk" FOREIGN KEY ("expert_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_reviews" ADD CONSTRAINT "expert_reviews_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "plans_code_unique" ON "plans" USING btree ("code");--> statement-breakpoint
CREATE INDEX "inbound_messages_fingerprint_idx" ON "inbound_messages" USING btree ("fingerprint","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_email_lower_unique" ON "newsletter_subscriptions" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "newsletter_token_idx" ON "newsletter_subscriptions" USING btree ("unsubscribe_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "blog_posts_slug_unique" ON "blog_posts" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "blog_posts_published_idx" ON "blog_posts" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "blog_posts_search_idx" ON "blog_posts" USING gin ("search");--> statement-breakpoint
CREATE UNIQUE INDEX "faq_entries_question_unique" ON "faq_entries" USING btree ("question");--> statement-breakpoint
CREATE INDEX "faq_entries_search_idx" ON "faq_entries" USING gin ("search");--> statement-breakpoint
CREATE INDEX "expert_profiles_state_idx" ON "expert_profiles" USING btree ("state");--> statement-breakpoint
CREATE INDEX "expert_reviews_expert_idx" ON "expert_reviews" USING btree ("expert_user_id");