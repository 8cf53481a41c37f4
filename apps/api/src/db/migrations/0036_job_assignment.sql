ALTER TABLE "tax_preparation_jobs" ADD COLUMN "practice_id" integer;--> statement-breakpoint
ALTER TABLE "tax_preparation_jobs" ADD COLUMN "assigned_user_id" integer;--> statement-breakpoint
ALTER TABLE "tax_preparation_jobs" ADD CONSTRAINT "tax_preparation_jobs_practice_id_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."practices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_preparation_jobs" ADD CONSTRAINT "tax_preparation_jobs_assigned_user_id_users_id_fk" FOREIGN KEY ("assigned_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tax_preparation_jobs_practice_idx" ON "tax_preparation_jobs" USING btree ("practice_id","assigned_user_id");--> statement-breakpoint
-- A practice made before jobs had one: its owners' jobs of the time they joined onwards are the practice's.
UPDATE "tax_preparation_jobs" AS j SET "practice_id" = m."practice_id", "assigned_user_id" = j."expert_user_id"
FROM "practice_members" AS m WHERE m."user_id" = j."expert_user_id" AND m."role" = 'owner';
