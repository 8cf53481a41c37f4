CREATE TABLE "reminder_cadences" (
	"quote_id" integer PRIMARY KEY NOT NULL,
	"every_days" integer NOT NULL,
	"max_count" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reminder_sends" (
	"reminder_id" integer NOT NULL,
	"occurrence" integer NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"trigger" text NOT NULL,
	CONSTRAINT "reminder_sends_reminder_id_occurrence_pk" PRIMARY KEY("reminder_id","occurrence")
);
--> statement-breakpoint
CREATE TABLE "reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"subject_id" text NOT NULL,
	"quote_id" integer,
	"recipient_user_id" integer NOT NULL,
	"every_days" integer NOT NULL,
	"max_count" integer NOT NULL,
	"sent_count" integer DEFAULT 0 NOT NULL,
	"next_due_at" timestamp with time zone NOT NULL,
	"stopped_at" timestamp with time zone,
	"stop_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reminders_cadence" CHECK ("reminders"."every_days" >= 0 and "reminders"."max_count" between 1 and 10)
);
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"channel" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "notification_preferences_user_id_kind_pk" PRIMARY KEY("user_id","kind")
);
--> statement-breakpoint
CREATE TABLE "unsubscribe_token_uses" (
	"token_id" text PRIMARY KEY NOT NULL,
	"used_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reminder_cadences" ADD CONSTRAINT "reminder_cadences_quote_id_tax_preparation_jobs_quote_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."tax_preparation_jobs"("quote_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_sends" ADD CONSTRAINT "reminder_sends_reminder_id_reminders_id_fk" FOREIGN KEY ("reminder_id") REFERENCES "public"."reminders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_quote_id_tax_preparation_jobs_quote_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."tax_preparation_jobs"("quote_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_recipient_user_id_users_id_fk" FOREIGN KEY ("recipient_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reminders_subject_unique" ON "reminders" USING btree ("kind","subject_id","recipient_user_id");--> statement-breakpoint
CREATE INDEX "reminders_due_idx" ON "reminders" USING btree ("next_due_at");--> statement-breakpoint
CREATE INDEX "reminders_quote_idx" ON "reminders" USING btree ("quote_id");