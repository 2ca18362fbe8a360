ALTER TABLE "customer" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "customer" ADD COLUMN "identity_method" varchar(16);--> statement-breakpoint
ALTER TABLE "customer" ADD COLUMN "identified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customer" ADD CONSTRAINT "customer_identity_method_check" CHECK ("customer"."identity_method" in ('smart-id', 'mobile-id', 'id-card', 'bank-id'));--> statement-breakpoint
ALTER TABLE "customer" ADD CONSTRAINT "customer_identified_check" CHECK ("customer"."email" is not null or "customer"."personal_code" is not null);
