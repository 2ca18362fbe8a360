-- Why an order waits in ManualCheck is kept as a reason with its figures (packages/domain
-- check-note.ts), so the staff pages word it in the staff member's language; notes written before
-- become reasons of the kind `text`, shown as they were.
ALTER TABLE "sales_order" ALTER COLUMN "note" TYPE jsonb USING CASE WHEN "note" IS NULL THEN NULL ELSE jsonb_build_object('code', 'text', 'text', "note") END;
