ALTER TABLE "staff_session" ADD COLUMN "on_duty" boolean DEFAULT false NOT NULL;
