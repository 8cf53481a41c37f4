CREATE TABLE "practice_seat_billing" (
	"practice_id" integer PRIMARY KEY NOT NULL,
	"owner_ids" integer[] NOT NULL,
	"members" integer NOT NULL,
	"version" integer NOT NULL,
	"synced_version" integer DEFAULT 0 NOT NULL,
	"synced_quantity" integer DEFAULT 0 NOT NULL,
	"subscription_id" text,
	"failure" text,
	"failed_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL
);
