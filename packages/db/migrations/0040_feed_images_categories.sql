-- Pictures a products feed names by URL, fetched once into the media store: the file each URL
-- became, so an unchanged URL is not fetched again by the next import. And a fourth feed kind,
-- the categories.
CREATE TABLE "feed_image" (
	"url" varchar(255) PRIMARY KEY NOT NULL,
	"file" varchar(255) NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "import_job" DROP CONSTRAINT "import_job_kind_check";--> statement-breakpoint
ALTER TABLE "import_job" ADD CONSTRAINT "import_job_kind_check" CHECK ("import_job"."kind" in ('products', 'stock', 'prices', 'categories'));
