CREATE TABLE "calendar_connections" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"account" text,
	"calendar_id" text NOT NULL,
	"refresh_token_sealed" text NOT NULL,
	"status" text NOT NULL,
	"last_error" text,
	"connected_at" timestamp with time zone NOT NULL,
	"broken_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "calendar_oauth_states" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"provider" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "calendar_synced_events" (
	"user_id" integer NOT NULL,
	"appointment_id" integer NOT NULL,
	"event_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "calendar_synced_events_user_id_appointment_id_pk" PRIMARY KEY("user_id","appointment_id")
);
--> statement-breakpoint
ALTER TABLE "calendar_connections" ADD CONSTRAINT "calendar_connections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_oauth_states" ADD CONSTRAINT "calendar_oauth_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_synced_events" ADD CONSTRAINT "calendar_synced_events_user_id_calendar_connections_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."calendar_connections"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calendar_oauth_states_user_idx" ON "calendar_oauth_states" USING btree ("user_id");