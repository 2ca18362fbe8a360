-- The checkout's shippingDetails and paymentDetails of their own: who receives the parcel when it
-- is not the buyer (null: the buyer does), and a phone number on an order's address (the billing
-- address's is optional, the courier's is the recipient's).
ALTER TABLE "sales_order" ADD COLUMN "recipient_firstname" varchar(100);--> statement-breakpoint
ALTER TABLE "sales_order" ADD COLUMN "recipient_lastname" varchar(100);--> statement-breakpoint
ALTER TABLE "sales_order" ADD COLUMN "recipient_phone_number" varchar(32);--> statement-breakpoint
ALTER TABLE "sales_order_address" ADD COLUMN "phone_number" varchar(32);
