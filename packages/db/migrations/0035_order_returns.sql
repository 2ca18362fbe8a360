-- Customers' returns of non-medicine goods within the withdrawal period: the units asked back with
-- the reason, and staff's acceptance with its refund or refusal with its reason.
CREATE TABLE "sales_order_return" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"state" varchar(16) NOT NULL,
	"reason" text NOT NULL,
	"amount" integer NOT NULL,
	"refunded" integer,
	"refund_by" varchar(16),
	"refusal_reason" text,
	"requested_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	CONSTRAINT "sales_order_return_state_check" CHECK ("sales_order_return"."state" in ('requested', 'accepted', 'refused')),
	CONSTRAINT "sales_order_return_amount_check" CHECK ("sales_order_return"."amount" >= 0 and coalesce("sales_order_return"."refunded", 0) >= 0),
	CONSTRAINT "sales_order_return_refund_by_check" CHECK ("sales_order_return"."refund_by" in ('provider', 'manual'))
);--> statement-breakpoint
CREATE TABLE "sales_order_return_line" (
	"return_id" integer NOT NULL,
	"order_line_id" integer NOT NULL,
	"qty" integer NOT NULL,
	CONSTRAINT "sales_order_return_line_return_id_order_line_id_pk" PRIMARY KEY("return_id","order_line_id"),
	CONSTRAINT "sales_order_return_line_qty_check" CHECK ("sales_order_return_line"."qty" > 0)
);--> statement-breakpoint
ALTER TABLE "sales_order_return" ADD CONSTRAINT "sales_order_return_order_id_sales_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sales_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_order_return" ADD CONSTRAINT "sales_order_return_decided_by_staff_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."staff_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_order_return_line" ADD CONSTRAINT "sales_order_return_line_return_id_sales_order_return_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."sales_order_return"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_order_return_line" ADD CONSTRAINT "sales_order_return_line_order_line_id_sales_order_line_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."sales_order_line"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sales_order_return_order_idx" ON "sales_order_return" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "sales_order_return_open_idx" ON "sales_order_return" USING btree ("requested_at") WHERE "sales_order_return"."state" = 'requested';--> statement-breakpoint
CREATE INDEX "sales_order_return_line_line_idx" ON "sales_order_return_line" USING btree ("order_line_id");
