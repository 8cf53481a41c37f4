CREATE TABLE "practice_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"practice_id" integer NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"sees_all_jobs" boolean DEFAULT false NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "practice_invitations_role_known" CHECK ("practice_invitations"."role" in ('owner', 'preparer', 'reviewer', 'assistant'))
);
--> statement-breakpoint
CREATE TABLE "practice_members" (
	"practice_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" text NOT NULL,
	"sees_all_jobs" boolean DEFAULT false NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	CONSTRAINT "practice_members_practice_id_user_id_pk" PRIMARY KEY("practice_id","user_id"),
	CONSTRAINT "practice_members_role_known" CHECK ("practice_members"."role" in ('owner', 'preparer', 'reviewer', 'assistant'))
);
--> statement-breakpoint
CREATE TABLE "practices" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"address" text,
	"efin" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "practices_efin_digits" CHECK ("practices"."efin" is null or "practices"."efin" ~ '^[0-9]{7}$')
);
--> statement-breakpoint
ALTER TABLE "practice_invitations" ADD CONSTRAINT "practice_invitations_practice_id_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."practices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_invitations" ADD CONSTRAINT "practice_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_members" ADD CONSTRAINT "practice_members_practice_id_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."practices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_members" ADD CONSTRAINT "practice_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "practice_invitations_token_unique" ON "practice_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "practice_invitations_practice_idx" ON "practice_invitations" USING btree ("practice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "practice_invitations_open_unique" ON "practice_invitations" USING btree ("practice_id",lower("email")) WHERE "practice_invitations"."accepted_at" is null and "practice_invitations"."revoked_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "practice_members_user_unique" ON "practice_members" USING btree ("user_id");