-- A fourth staff role: the catalogue manager uploads the pharmacy's feeds and follows their jobs
-- (/staff/catalogue), and nothing of the pharmacist's work.
ALTER TABLE "staff_user" DROP CONSTRAINT "staff_user_role_check";--> statement-breakpoint
ALTER TABLE "staff_user" ADD CONSTRAINT "staff_user_role_check" CHECK ("staff_user"."role" in ('pharmacist', 'warehouse', 'admin', 'catalogueManager'));
