-- The home page's pictures (issue 43, spec rows 54 and 67): the hero's head images and the row of
-- Instagram tiles, each a file of the media store with alt text per store view. A head image may
-- link like a banner (campaign, category, page); a tile links only to an Instagram post.
CREATE TABLE "home_image" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(16) NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"image" varchar(200) NOT NULL,
	"link_kind" varchar(16),
	"link_target" varchar(200),
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "home_image_kind_position_unique" UNIQUE("kind","position"),
	CONSTRAINT "home_image_link_check" CHECK (
		("home_image"."kind" = 'head' AND (
			("home_image"."link_kind" IS NULL AND "home_image"."link_target" IS NULL)
			OR ("home_image"."link_kind" IN ('campaign', 'category', 'page') AND "home_image"."link_target" IS NOT NULL)))
		OR ("home_image"."kind" = 'instagram' AND "home_image"."link_kind" = 'instagram'
			AND "home_image"."link_target" LIKE 'https://www.instagram.com/%'))
);
--> statement-breakpoint
CREATE TABLE "home_image_text" (
	"image_id" integer NOT NULL,
	"store_code" varchar(2) NOT NULL,
	"alt" text NOT NULL,
	CONSTRAINT "home_image_text_image_id_store_code_pk" PRIMARY KEY("image_id","store_code"),
	CONSTRAINT "home_image_text_store_code_check" CHECK ("home_image_text"."store_code" in ('ee', 'fi', 'en', 'ru'))
);
--> statement-breakpoint
ALTER TABLE "home_image_text" ADD CONSTRAINT "home_image_text_image_id_home_image_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."home_image"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TRIGGER "home_image_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "home_image" FOR EACH STATEMENT EXECUTE FUNCTION "apteek_catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "home_image_text_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "home_image_text" FOR EACH STATEMENT EXECUTE FUNCTION "apteek_catalogue_changed"();
