-- A return takes two staff steps: accepted (the customer is told how to send the goods back), then
-- received (the goods arrived and the refund was made). Requests accepted before this were refunded
-- on acceptance, so they are received.
ALTER TABLE "sales_order_return" DROP CONSTRAINT "sales_order_return_state_check";--> statement-breakpoint
ALTER TABLE "sales_order_return" ADD COLUMN "received_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sales_order_return" ADD COLUMN "received_by" integer;--> statement-breakpoint
UPDATE "sales_order_return" SET "state" = 'received', "received_at" = "decided_at", "received_by" = "decided_by" WHERE "state" = 'accepted';--> statement-breakpoint
ALTER TABLE "sales_order_return" ADD CONSTRAINT "sales_order_return_state_check" CHECK ("sales_order_return"."state" in ('requested', 'accepted', 'received', 'refused'));--> statement-breakpoint
ALTER TABLE "sales_order_return" ADD CONSTRAINT "sales_order_return_received_by_staff_user_id_fk" FOREIGN KEY ("received_by") REFERENCES "public"."staff_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
DROP INDEX "sales_order_return_open_idx";--> statement-breakpoint
CREATE INDEX "sales_order_return_open_idx" ON "sales_order_return" USING btree ("requested_at") WHERE "sales_order_return"."state" in ('requested', 'accepted');--> statement-breakpoint
-- Credit notes: their own gap-free series, counted by the documents' counter under its row lock.
ALTER TABLE "sales_document_counter" DROP CONSTRAINT "sales_document_counter_kind_check";--> statement-breakpoint
ALTER TABLE "sales_document_counter" ADD CONSTRAINT "sales_document_counter_kind_check" CHECK ("sales_document_counter"."kind" in ('receipt', 'invoice', 'credit'));--> statement-breakpoint
INSERT INTO "sales_document_counter" ("kind", "last_number") VALUES ('credit', 0);--> statement-breakpoint
CREATE TABLE "sales_credit_note" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"original_id" integer NOT NULL,
	"return_id" integer,
	"amount" integer NOT NULL,
	"lines" jsonb NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_credit_note_amount_check" CHECK ("sales_credit_note"."amount" >= 0)
);--> statement-breakpoint
ALTER TABLE "sales_credit_note" ADD CONSTRAINT "sales_credit_note_order_id_sales_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sales_order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_credit_note" ADD CONSTRAINT "sales_credit_note_original_id_sales_document_id_fk" FOREIGN KEY ("original_id") REFERENCES "public"."sales_document"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_credit_note" ADD CONSTRAINT "sales_credit_note_return_id_sales_order_return_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."sales_order_return"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sales_credit_note_number_idx" ON "sales_credit_note" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_credit_note_return_idx" ON "sales_credit_note" USING btree ("return_id");--> statement-breakpoint
CREATE INDEX "sales_credit_note_order_idx" ON "sales_credit_note" USING btree ("order_id");
