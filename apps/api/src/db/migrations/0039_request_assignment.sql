ALTER TABLE "quotes" ADD COLUMN "practice_id" integer;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "assigned_user_id" integer;--> statement-breakpoint
ALTER TABLE "request_matches" ADD COLUMN "practice_id" integer;--> statement-breakpoint
ALTER TABLE "request_matches" ADD COLUMN "assigned_user_id" integer;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_practice_id_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."practices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_assigned_user_id_users_id_fk" FOREIGN KEY ("assigned_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_matches" ADD CONSTRAINT "request_matches_practice_id_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."practices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_matches" ADD CONSTRAINT "request_matches_assigned_user_id_users_id_fk" FOREIGN KEY ("assigned_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quotes_practice_idx" ON "quotes" USING btree ("practice_id","assigned_user_id");--> statement-breakpoint
CREATE INDEX "request_matches_practice_idx" ON "request_matches" USING btree ("practice_id","assigned_user_id");--> statement-breakpoint
-- Practices made before requests and quotes had one: a member's routed requests and the quotes not yet
-- a job are the practice's, theirs to work; a quote a practice's job began from follows its job.
UPDATE "request_matches" AS r SET "practice_id" = m."practice_id", "assigned_user_id" = r."expert_user_id"
FROM "practice_members" AS m WHERE m."user_id" = r."expert_user_id";--> statement-breakpoint
UPDATE "quotes" AS q SET "practice_id" = j."practice_id", "assigned_user_id" = j."assigned_user_id"
FROM "tax_preparation_jobs" AS j WHERE j."quote_id" = q."id" AND j."practice_id" IS NOT NULL;--> statement-breakpoint
UPDATE "quotes" AS q SET "practice_id" = m."practice_id", "assigned_user_id" = q."expert_user_id"
FROM "practice_members" AS m WHERE m."user_id" = q."expert_user_id"
  AND NOT EXISTS (SELECT 1 FROM "tax_preparation_jobs" AS j WHERE j."quote_id" = q."id");
