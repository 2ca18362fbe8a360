-- The cart's code as the e-prescription service knows it, so that the service's callbacks (which
-- name only that code) let the server store the offers and compensation they announce.
ALTER TABLE "cart" ADD COLUMN "service_code" varchar(32);--> statement-breakpoint
CREATE UNIQUE INDEX "cart_service_code_idx" ON "cart" USING btree ("service_code") WHERE "cart"."service_code" is not null;
