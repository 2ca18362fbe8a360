-- Keys the pharmacy's systems send catalogue, stock and price feeds with (only their SHA-256 is
-- kept), the jobs those feeds became, and the rows a running job has read (to refuse a second row
-- of one SKU and to find what a full batch left out).
CREATE TABLE "integration_key" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"scopes" varchar(16)[] NOT NULL,
	"key_hash" varchar(64) NOT NULL,
	"prefix" varchar(16) NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	CONSTRAINT "integration_key_key_hash_unique" UNIQUE("key_hash"),
	CONSTRAINT "integration_key_scopes_check" CHECK ("integration_key"."scopes" <@ array['catalogue', 'stock', 'prices']::varchar[])
);--> statement-breakpoint
ALTER TABLE "integration_key" ADD CONSTRAINT "integration_key_created_by_staff_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "import_job" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key_id" integer,
	"batch_id" varchar(128) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"mode" varchar(8) NOT NULL,
	"dry_run" boolean DEFAULT false NOT NULL,
	"status" varchar(8) DEFAULT 'running' NOT NULL,
	"rows_read" integer DEFAULT 0 NOT NULL,
	"rows_applied" integer DEFAULT 0 NOT NULL,
	"rows_failed" integer DEFAULT 0 NOT NULL,
	"absent" integer DEFAULT 0 NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "import_job_kind_check" CHECK ("import_job"."kind" in ('products', 'stock', 'prices')),
	CONSTRAINT "import_job_mode_check" CHECK ("import_job"."mode" in ('delta', 'full')),
	CONSTRAINT "import_job_status_check" CHECK ("import_job"."status" in ('running', 'done', 'failed'))
);--> statement-breakpoint
ALTER TABLE "import_job" ADD CONSTRAINT "import_job_key_id_integration_key_id_fk" FOREIGN KEY ("key_id") REFERENCES "public"."integration_key"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "import_job_batch_idx" ON "import_job" USING btree (coalesce("key_id", 0),"kind","batch_id") WHERE not "import_job"."dry_run" and "import_job"."status" <> 'failed';--> statement-breakpoint
CREATE INDEX "import_job_started_idx" ON "import_job" USING btree ("started_at");--> statement-breakpoint
CREATE TABLE "import_job_row_key" (
	"job_id" uuid NOT NULL,
	"row_key" varchar(200) NOT NULL,
	CONSTRAINT "import_job_row_key_job_id_row_key_pk" PRIMARY KEY("job_id","row_key")
);--> statement-breakpoint
ALTER TABLE "import_job_row_key" ADD CONSTRAINT "import_job_row_key_job_id_import_job_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."import_job"("id") ON DELETE cascade ON UPDATE no action;
