-- One row per limited key ('login:account:…', 'cart:ip:…'), changed by one conditional upsert, so a
-- limit holds across instances and cannot be raced (issue 15). It replaces the per-attempt rows.
CREATE TABLE "request_limit" (
	"key" varchar(300) PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"last_hit" timestamp with time zone NOT NULL,
	"blocked_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "request_limit_last_hit_idx" ON "request_limit" USING btree ("last_hit");
--> statement-breakpoint
DROP TABLE "login_attempt";
