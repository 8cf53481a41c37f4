CREATE TABLE "data_exports" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"exported_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "retained_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"closed_user_id" integer NOT NULL,
	"retain_until" timestamp with time zone NOT NULL,
	"disposed_at" timestamp with time zone,
	CONSTRAINT "retained_records_subject_unique" UNIQUE("subject")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "data_exports" ADD CONSTRAINT "data_exports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_exports_user_idx" ON "data_exports" USING btree ("user_id","exported_at");--> statement-breakpoint
CREATE INDEX "retained_records_due_idx" ON "retained_records" USING btree ("retain_until");