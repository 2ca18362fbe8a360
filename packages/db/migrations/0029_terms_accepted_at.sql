-- When the customer accepted the terms. An account made by a strong login has not accepted them
-- until it is asked before its first checkout; a registered one accepted them when it was made.
ALTER TABLE "customer" ADD COLUMN "terms_accepted_at" timestamp with time zone;--> statement-breakpoint
UPDATE "customer" SET "terms_accepted_at" = "created_at" WHERE "consent_terms_accepted";
