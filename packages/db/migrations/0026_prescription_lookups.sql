-- Every try at another person's prescriptions is recorded with how it ended, refused tries included.
ALTER TABLE "prescription_access_log" ADD COLUMN "outcome" varchar(16);
