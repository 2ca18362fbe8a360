-- How long each kind of record is kept and what happens after, as data the retention job reads.
CREATE TABLE "retention_policy" (
	"kind" varchar(32) PRIMARY KEY NOT NULL,
	"months" integer NOT NULL,
	"days" integer NOT NULL,
	"action" varchar(16) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "retention_policy_action_check" CHECK ("retention_policy"."action" in ('delete', 'anonymise')),
	CONSTRAINT "retention_policy_period_check" CHECK ("retention_policy"."months" >= 0 and "retention_policy"."days" >= 0 and "retention_policy"."months" + "retention_policy"."days" > 0)
);--> statement-breakpoint
INSERT INTO "retention_policy" ("kind", "months", "days", "action") VALUES
	('orders', 36, 0, 'anonymise'),
	('chats', 12, 0, 'delete'),
	('prescriptionAccessLog', 12, 0, 'delete'),
	('guestCarts', 0, 30, 'delete');--> statement-breakpoint
-- When an order's personal data were removed (by age, or when its customer deleted the account);
-- the retention job finds the old orders not yet anonymised, and idle guest carts, by age.
ALTER TABLE "sales_order" ADD COLUMN "anonymised_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "sales_order_not_anonymised_idx" ON "sales_order" USING btree ("created_at") WHERE "sales_order"."anonymised_at" is null;--> statement-breakpoint
CREATE INDEX "cart_guest_updated_idx" ON "cart" USING btree ("updated_at") WHERE "cart"."customer_id" is null;
