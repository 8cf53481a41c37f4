CREATE TABLE "appointment_availability" (
	"accountant_user_id" integer PRIMARY KEY NOT NULL,
	"weekly_hours" jsonb NOT NULL,
	"days_off" date[] NOT NULL,
	"minimum_notice_hours" integer NOT NULL,
	"buffer_minutes" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "appointment_availability_notice_range" CHECK ("appointment_availability"."minimum_notice_hours" between 0 and 336),
	CONSTRAINT "appointment_availability_buffer_range" CHECK ("appointment_availability"."buffer_minutes" between 0 and 120)
);
--> statement-breakpoint
CREATE TABLE "appointments" (
	"id" serial PRIMARY KEY NOT NULL,
	"accountant_user_id" integer NOT NULL,
	"taxpayer_user_id" integer NOT NULL,
	"quote_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"comment" text,
	"status" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"uid" text NOT NULL,
	"rejection_message" text,
	"cancelled_by_user_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "appointments_status_known" CHECK ("appointments"."status" in ('requested', 'approved', 'rejected', 'cancelled')),
	CONSTRAINT "appointments_ends_after_start" CHECK ("appointments"."ends_at" > "appointments"."starts_at"),
	CONSTRAINT "appointments_type_known" CHECK ("appointments"."type_id" between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "calendar_feed_tokens" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"token_sealed" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "appointment_availability" ADD CONSTRAINT "appointment_availability_accountant_user_id_users_id_fk" FOREIGN KEY ("accountant_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_accountant_user_id_users_id_fk" FOREIGN KEY ("accountant_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_taxpayer_user_id_users_id_fk" FOREIGN KEY ("taxpayer_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_cancelled_by_user_id_users_id_fk" FOREIGN KEY ("cancelled_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feed_tokens" ADD CONSTRAINT "calendar_feed_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_uid_unique" ON "appointments" USING btree ("uid");--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_live_slot_unique" ON "appointments" USING btree ("accountant_user_id","starts_at") WHERE "appointments"."status" in ('requested', 'approved');--> statement-breakpoint
CREATE INDEX "appointments_accountant_idx" ON "appointments" USING btree ("accountant_user_id","starts_at");--> statement-breakpoint
CREATE INDEX "appointments_taxpayer_idx" ON "appointments" USING btree ("taxpayer_user_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feed_tokens_hash_unique" ON "calendar_feed_tokens" USING btree ("token_hash");