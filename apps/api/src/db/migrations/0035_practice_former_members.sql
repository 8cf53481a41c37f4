CREATE TABLE "practice_former_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"practice_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" text NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	"left_at" timestamp with time zone NOT NULL,
	CONSTRAINT "practice_former_members_role_known" CHECK ("practice_former_members"."role" in ('owner', 'preparer', 'reviewer', 'assistant'))
);
--> statement-breakpoint
ALTER TABLE "practice_former_members" ADD CONSTRAINT "practice_former_members_practice_id_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."practices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_former_members" ADD CONSTRAINT "practice_former_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "practice_former_members_practice_idx" ON "practice_former_members" USING btree ("practice_id");