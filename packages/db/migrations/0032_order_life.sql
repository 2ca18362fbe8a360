-- Where each order is in its life after placement, its tracking number, label and pickup code.
ALTER TABLE "sales_order" ADD COLUMN "life_stage" varchar(16) DEFAULT 'placed' NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_order" ADD COLUMN "tracking_number" varchar(64);--> statement-breakpoint
ALTER TABLE "sales_order" ADD COLUMN "shipping_label" text;--> statement-breakpoint
ALTER TABLE "sales_order" ADD COLUMN "pickup_code" varchar(16);--> statement-breakpoint
ALTER TABLE "sales_order" ADD CONSTRAINT "sales_order_life_stage_check" CHECK ("sales_order"."life_stage" in ('placed', 'paid', 'picking', 'packed', 'handedToCarrier', 'delivered', 'readyForPickup', 'collected', 'cancelled', 'returned'));--> statement-breakpoint
-- Orders placed before: cancelled ones are cancelled, paid ones and accepted cash-on-delivery ones
-- are paid (waiting for the pharmacy), the rest wait for their payment or a pharmacist's check.
UPDATE "sales_order" SET "life_stage" = CASE
	WHEN "status" = 'Cancelled' THEN 'cancelled'
	WHEN "status" IN ('Paid', 'Processing') THEN 'paid'
	ELSE 'placed'
END;--> statement-breakpoint
CREATE INDEX "sales_order_fulfilment_idx" ON "sales_order" USING btree ("created_at") WHERE "sales_order"."life_stage" in ('paid', 'picking', 'packed', 'readyForPickup');--> statement-breakpoint
CREATE TABLE "sales_order_event" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"stage" varchar(16) NOT NULL,
	"actor" varchar(16) NOT NULL,
	"staff_id" integer,
	"at" timestamp with time zone NOT NULL,
	"details" jsonb,
	CONSTRAINT "sales_order_event_actor_check" CHECK ("sales_order_event"."actor" in ('customer', 'pharmacist', 'warehouse', 'system', 'expiry'))
);--> statement-breakpoint
ALTER TABLE "sales_order_event" ADD CONSTRAINT "sales_order_event_order_id_sales_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sales_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_order_event" ADD CONSTRAINT "sales_order_event_staff_id_staff_user_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sales_order_event_order_idx" ON "sales_order_event" USING btree ("order_id","at");--> statement-breakpoint
-- The timeline of orders placed before: their placement, and the stage they are in as far as known.
INSERT INTO "sales_order_event" ("order_id", "stage", "actor", "at")
	SELECT "id", 'placed', 'customer', "created_at" FROM "sales_order";--> statement-breakpoint
INSERT INTO "sales_order_event" ("order_id", "stage", "actor", "staff_id", "at")
	SELECT "id", "life_stage",
		CASE WHEN "expired_at" IS NOT NULL THEN 'expiry' WHEN "checked_by" IS NOT NULL THEN 'pharmacist' ELSE 'system' END,
		"checked_by", COALESCE("expired_at", "checked_at", "updated_at")
	FROM "sales_order" WHERE "life_stage" <> 'placed';--> statement-breakpoint
CREATE TABLE "sales_order_refund" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"provider" varchar(16) NOT NULL,
	"transaction_id" varchar(128) NOT NULL,
	"stamp" varchar(64) NOT NULL,
	"provider_refund_id" varchar(128),
	"amount" integer NOT NULL,
	"status" varchar(16) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_order_refund_amount_check" CHECK ("sales_order_refund"."amount" > 0),
	CONSTRAINT "sales_order_refund_status_check" CHECK ("sales_order_refund"."status" in ('pending', 'settled', 'failed'))
);--> statement-breakpoint
ALTER TABLE "sales_order_refund" ADD CONSTRAINT "sales_order_refund_order_id_sales_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sales_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sales_order_refund_stamp_idx" ON "sales_order_refund" USING btree ("stamp");--> statement-breakpoint
CREATE INDEX "sales_order_refund_order_idx" ON "sales_order_refund" USING btree ("order_id");--> statement-breakpoint
-- Warehouse workers pick, pack and hand over orders.
ALTER TABLE "staff_user" DROP CONSTRAINT "staff_user_role_check";--> statement-breakpoint
ALTER TABLE "staff_user" ADD CONSTRAINT "staff_user_role_check" CHECK ("staff_user"."role" in ('pharmacist', 'warehouse', 'admin'));
