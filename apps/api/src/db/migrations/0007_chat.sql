CREATE TABLE "chat_connections" (
	"id" serial PRIMARY KEY NOT NULL,
	"taxpayer_user_id" integer NOT NULL,
	"expert_user_id" integer NOT NULL,
	"connection_name" text NOT NULL,
	"last_sequence" integer DEFAULT 0 NOT NULL,
	"last_message_at" timestamp with time zone,
	"taxpayer_read_sequence" integer DEFAULT 0 NOT NULL,
	"expert_read_sequence" integer DEFAULT 0 NOT NULL,
	"taxpayer_mailed_sequence" integer DEFAULT 0 NOT NULL,
	"expert_mailed_sequence" integer DEFAULT 0 NOT NULL,
	"taxpayer_mail_pending" boolean DEFAULT false NOT NULL,
	"expert_mail_pending" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "chat_connections_pair_unique" UNIQUE("taxpayer_user_id","expert_user_id"),
	CONSTRAINT "chat_connections_name_unique" UNIQUE("connection_name")
);
--> statement-breakpoint
CREATE TABLE "chat_message_files" (
	"message_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "chat_message_files_message_id_file_id_pk" PRIMARY KEY("message_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"connection_id" integer NOT NULL,
	"sequence" integer NOT NULL,
	"sender_user_id" integer NOT NULL,
	"body" text,
	"client_message_id" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "chat_messages_sequence_unique" UNIQUE("connection_id","sequence"),
	CONSTRAINT "chat_messages_client_id_unique" UNIQUE("connection_id","sender_user_id","client_message_id")
);
--> statement-breakpoint
ALTER TABLE "chat_connections" ADD CONSTRAINT "chat_connections_taxpayer_user_id_users_id_fk" FOREIGN KEY ("taxpayer_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_connections" ADD CONSTRAINT "chat_connections_expert_user_id_users_id_fk" FOREIGN KEY ("expert_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_message_files" ADD CONSTRAINT "chat_message_files_message_id_chat_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."chat_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_message_files" ADD CONSTRAINT "chat_message_files_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_connection_id_chat_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."chat_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_sender_user_id_users_id_fk" FOREIGN KEY ("sender_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_connections_expert_idx" ON "chat_connections" USING btree ("expert_user_id");--> statement-breakpoint
CREATE INDEX "chat_message_files_file_idx" ON "chat_message_files" USING btree ("file_id");