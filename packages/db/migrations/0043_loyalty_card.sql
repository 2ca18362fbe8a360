-- The pharmacy's loyalty card (/api/user/loyalty-card): digital cards numbered from a sequence
-- (29, the serial in ten digits, the EAN-13 check digit) and plastic cards customers register.
-- A number is unique across every card ever written, so none is given to a second person; one
-- active card per customer; each join, registration and leave is kept in loyalty_card_event.
CREATE SEQUENCE "loyalty_card_serial_seq" START WITH 1;--> statement-breakpoint
CREATE TABLE "loyalty_card" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer REFERENCES "customer"("id") ON DELETE SET NULL,
	"card_number" varchar(13) NOT NULL UNIQUE,
	"kind" varchar(8) NOT NULL,
	"since" timestamp with time zone DEFAULT now() NOT NULL,
	"left_at" timestamp with time zone,
	CONSTRAINT "loyalty_card_kind_check" CHECK ("kind" in ('digital', 'plastic')),
	CONSTRAINT "loyalty_card_number_check" CHECK ("card_number" ~ '^[0-9]{13}$'),
	CONSTRAINT "loyalty_card_owner_check" CHECK ("customer_id" is not null or "left_at" is not null)
);--> statement-breakpoint
CREATE UNIQUE INDEX "loyalty_card_active_idx" ON "loyalty_card" ("customer_id") WHERE "left_at" is null;--> statement-breakpoint
CREATE INDEX "loyalty_card_customer_idx" ON "loyalty_card" ("customer_id");--> statement-breakpoint
CREATE TABLE "loyalty_card_event" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"card_id" integer NOT NULL REFERENCES "loyalty_card"("id") ON DELETE CASCADE,
	"action" varchar(16) NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "loyalty_card_event_card_idx" ON "loyalty_card_event" ("card_id","at");
