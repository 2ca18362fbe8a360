-- Receipts and company invoices: each series numbered without gaps by its counter row, taken under
-- its lock in the transaction that issues the document, so a rolled-back issue leaves no hole.
CREATE TABLE "sales_document_counter" (
	"kind" varchar(16) PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "sales_document_counter_kind_check" CHECK ("sales_document_counter"."kind" in ('receipt', 'invoice'))
);--> statement-breakpoint
INSERT INTO "sales_document_counter" ("kind", "last_number") VALUES ('receipt', 0), ('invoice', 0);--> statement-breakpoint
CREATE TABLE "sales_document" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" varchar(16) NOT NULL,
	"number" integer NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_document_kind_check" CHECK ("sales_document"."kind" in ('receipt', 'invoice'))
);--> statement-breakpoint
ALTER TABLE "sales_document" ADD CONSTRAINT "sales_document_order_id_sales_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sales_order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sales_document_number_idx" ON "sales_document" USING btree ("kind","number");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_document_order_idx" ON "sales_document" USING btree ("order_id","kind");--> statement-breakpoint
-- Every guest look-up of an order by its number and e-mail: from which address, which number, how
-- it ended. The e-mail given is not kept.
CREATE TABLE "order_lookup_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"client_address" varchar(64) NOT NULL,
	"order_number" varchar(32) NOT NULL,
	"outcome" varchar(16) NOT NULL,
	CONSTRAINT "order_lookup_log_outcome_check" CHECK ("order_lookup_log"."outcome" in ('found', 'not_found', 'limited'))
);--> statement-breakpoint
CREATE INDEX "order_lookup_log_at_idx" ON "order_lookup_log" USING btree ("at");
