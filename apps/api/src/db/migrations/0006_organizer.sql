CREATE TABLE "organizer_answer_files" (
	"file_id" integer NOT NULL,
	"answer_id" integer NOT NULL,
	CONSTRAINT "organizer_answer_files_file_id_pk" PRIMARY KEY("file_id")
);
--> statement-breakpoint
CREATE TABLE "organizer_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"for_spouse" boolean NOT NULL,
	"question" text NOT NULL,
	"answer_type_id" integer NOT NULL,
	"answer" text,
	"answer_sealed" "bytea",
	"answer_key_id" text,
	"message" text,
	"reminder" boolean NOT NULL,
	"is_file" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "organizer_answers_sealed_shape" CHECK (("organizer_answers"."answer_sealed" is null and "organizer_answers"."answer_key_id" is null) or ("organizer_answers"."answer_sealed" is not null and "organizer_answers"."answer_key_id" is not null and "organizer_answers"."answer" is null))
);
--> statement-breakpoint
CREATE TABLE "organizer_reveals" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_id" integer NOT NULL,
	"answer_id" integer,
	"question" text NOT NULL,
	"for_spouse" boolean NOT NULL,
	"revealed_by_user_id" integer NOT NULL,
	"revealed_at" timestamp with time zone NOT NULL,
	"from_address" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organizer_answer_files" ADD CONSTRAINT "organizer_answer_files_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizer_answer_files" ADD CONSTRAINT "organizer_answer_files_answer_id_organizer_answers_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."organizer_answers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizer_answers" ADD CONSTRAINT "organizer_answers_quote_id_tax_preparation_jobs_quote_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."tax_preparation_jobs"("quote_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizer_reveals" ADD CONSTRAINT "organizer_reveals_quote_id_tax_preparation_jobs_quote_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."tax_preparation_jobs"("quote_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizer_reveals" ADD CONSTRAINT "organizer_reveals_answer_id_organizer_answers_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."organizer_answers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizer_reveals" ADD CONSTRAINT "organizer_reveals_revealed_by_user_id_users_id_fk" FOREIGN KEY ("revealed_by_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "organizer_answer_files_answer_idx" ON "organizer_answer_files" USING btree ("answer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "organizer_answers_key_unique" ON "organizer_answers" USING btree ("quote_id","question","for_spouse");--> statement-breakpoint
CREATE INDEX "organizer_reveals_quote_idx" ON "organizer_reveals" USING btree ("quote_id","revealed_at");