CREATE TABLE "job_milestones" (
	"quote_id" integer NOT NULL,
	"milestone" text NOT NULL,
	"reached_at" timestamp with time zone NOT NULL,
	CONSTRAINT "job_milestones_quote_id_milestone_pk" PRIMARY KEY("quote_id","milestone"),
	CONSTRAINT "job_milestones_known" CHECK ("job_milestones"."milestone" in ('organizerComplete', 'inReview'))
);
--> statement-breakpoint
ALTER TABLE "signature_requests" ADD COLUMN "efile_authorization" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Requests sent before they had a kind: one whose title names Form 8879 is the e-file authorization.
UPDATE "signature_requests" SET "efile_authorization" = true WHERE "title" LIKE '%8879%';--> statement-breakpoint
ALTER TABLE "job_milestones" ADD CONSTRAINT "job_milestones_quote_id_tax_preparation_jobs_quote_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."tax_preparation_jobs"("quote_id") ON DELETE cascade ON UPDATE no action;