DROP INDEX "request_matches_expert_idx";--> statement-breakpoint
CREATE INDEX "request_matches_expert_idx" ON "request_matches" USING btree ("expert_user_id","created_at","request_id");