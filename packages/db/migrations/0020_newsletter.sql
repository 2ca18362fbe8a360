CREATE TABLE "newsletter_subscription" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" varchar(254) NOT NULL,
	"store_code" varchar(2) NOT NULL,
	"state" varchar(16) NOT NULL,
	"confirm_token_hash" varchar(64),
	"confirm_expires_at" timestamp with time zone,
	"coupon_code" varchar(64),
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_subscription_store_code_check" CHECK ("newsletter_subscription"."store_code" in ('ee', 'fi', 'en', 'ru')),
	CONSTRAINT "newsletter_subscription_state_check" CHECK ("newsletter_subscription"."state" in ('pending', 'subscribed', 'unsubscribed'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscription_email_idx" ON "newsletter_subscription" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscription_token_idx" ON "newsletter_subscription" USING btree ("confirm_token_hash");--> statement-breakpoint
-- Issue 21: the newsletter coupon is a single-use code of each subscriber's own; the shared public code goes.
UPDATE "sales_rule" SET "is_active" = false WHERE "code" = 'NEWSLETTER10';--> statement-breakpoint
-- Customers who ticked the newsletter box before the double opt-in existed stay subscribed, without a coupon.
INSERT INTO "newsletter_subscription" ("email", "store_code", "state", "confirmed_at")
SELECT lower(trim("email")), CASE "language" WHEN 'et' THEN 'ee' ELSE "language" END, 'subscribed', now()
FROM "customer" WHERE "is_subscribed_to_newsletter" AND "email" IS NOT NULL
ON CONFLICT DO NOTHING;
