CREATE TABLE "organizer_review_views" (
	"quote_id" integer NOT NULL,
	"viewer_user_id" integer NOT NULL,
	"last_viewed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "organizer_review_views_quote_id_viewer_user_id_pk" PRIMARY KEY("quote_id","viewer_user_id")
);
--> statement-breakpoint
ALTER TABLE "organizer_review_views" ADD CONSTRAINT "organizer_review_views_quote_id_tax_preparation_jobs_quote_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."tax_preparation_jobs"("quote_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizer_review_views" ADD CONSTRAINT "organizer_review_views_viewer_user_id_users_id_fk" FOREIGN KEY ("viewer_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;