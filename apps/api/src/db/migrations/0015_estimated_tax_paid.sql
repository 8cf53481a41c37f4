CREATE TABLE "estimated_tax_paid" (
	"user_id" integer NOT NULL,
	"due_day" date NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	CONSTRAINT "estimated_tax_paid_user_id_due_day_pk" PRIMARY KEY("user_id","due_day")
);
--> statement-breakpoint
ALTER TABLE "estimated_tax_paid" ADD CONSTRAINT "estimated_tax_paid_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;