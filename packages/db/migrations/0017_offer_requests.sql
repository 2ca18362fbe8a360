CREATE TABLE "prescription_offer_request" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_code" varchar(128) NOT NULL,
	"prescription_number" varchar(32) NOT NULL,
	"store_code" varchar(2) NOT NULL,
	"medicine" jsonb NOT NULL,
	"title" varchar(200) NOT NULL,
	"qty" integer NOT NULL,
	"rate" smallint NOT NULL,
	"patient_age" smallint,
	"requested_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"answered_by" varchar(16),
	"answered_by_staff_id" integer,
	"result" varchar(24),
	"offers" jsonb,
	CONSTRAINT "prescription_offer_request_store_code_check" CHECK ("prescription_offer_request"."store_code" in ('ee', 'fi', 'en', 'ru')),
	CONSTRAINT "prescription_offer_request_answered_by_check" CHECK ("prescription_offer_request"."answered_by" in ('pharmacist', 'automatic'))
);
--> statement-breakpoint
ALTER TABLE "prescription_offer_request" ADD CONSTRAINT "prescription_offer_request_answered_by_staff_id_staff_user_id_fk" FOREIGN KEY ("answered_by_staff_id") REFERENCES "public"."staff_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "prescription_offer_request_waiting_idx" ON "prescription_offer_request" USING btree ("order_code","prescription_number") WHERE "prescription_offer_request"."answered_at" is null;--> statement-breakpoint
CREATE INDEX "prescription_offer_request_requested_idx" ON "prescription_offer_request" USING btree ("requested_at");
