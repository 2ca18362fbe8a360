CREATE TABLE "chat" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"cart_id" varchar(64) NOT NULL,
	"customer_id" integer,
	"store_code" varchar(2) NOT NULL,
	"status" varchar(16) DEFAULT 'active' NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"last_activity_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "chat_store_code_check" CHECK ("chat"."store_code" in ('ee', 'fi', 'en', 'ru')),
	CONSTRAINT "chat_status_check" CHECK ("chat"."status" in ('active', 'inactive', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "chat_message" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"chat_id" varchar(32) NOT NULL,
	"author" varchar(16) NOT NULL,
	"kind" varchar(16) DEFAULT 'text' NOT NULL,
	"text" text NOT NULL,
	"product" jsonb,
	"prescription_number" varchar(32),
	"staff_id" integer,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "chat_message_author_check" CHECK ("chat_message"."author" in ('customer', 'pharmacist')),
	CONSTRAINT "chat_message_kind_check" CHECK ("chat_message"."kind" in ('text', 'product', 'offer'))
);
--> statement-breakpoint
ALTER TABLE "chat" ADD CONSTRAINT "chat_cart_id_cart_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."cart"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_message" ADD CONSTRAINT "chat_message_chat_id_chat_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chat"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_message" ADD CONSTRAINT "chat_message_staff_id_staff_user_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_open_cart_idx" ON "chat" USING btree ("cart_id") WHERE "chat"."status" <> 'closed';--> statement-breakpoint
CREATE INDEX "chat_active_idx" ON "chat" USING btree ("last_activity_at") WHERE "chat"."status" = 'active';--> statement-breakpoint
CREATE INDEX "chat_last_activity_idx" ON "chat" USING btree ("last_activity_at");--> statement-breakpoint
CREATE INDEX "chat_message_chat_idx" ON "chat_message" USING btree ("chat_id","id");
