-- Every change to a table the storefront's pages are built from NOTIFYs 'catalogue_changed' (the
-- payload names the table), once per statement, delivered at commit to every instance listening:
-- each drops its cached page data (apps/server/src/modules/storefront/page-cache.ts).
CREATE OR REPLACE FUNCTION "apteek_catalogue_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalogue_changed', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "attribute_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "attribute" FOR EACH STATEMENT EXECUTE FUNCTION "apteek_catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "attribute_label_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "attribute_label" FOR EACH STATEMENT EXECUTE FUNCTION "apteek_catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "attribute_option_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "attribute_option" FOR EACH STATEMENT EXECUTE FUNCTION "apteek_catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "attribute_option_label_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "attribute_option_label" FOR EACH STATEMENT EXECUTE FUNCTION "apteek_catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "banner_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "banner" FOR EACH STATEMENT EXECUTE FUNCTION "apteek_catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "banner_text_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "banner_text" FOR EACH STATEMENT EXECUTE FUNCTION "apteek_catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "bundle_option_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "bundle_option" FOR EACH STATEMENT EXECUTE FUNCTION "apteek_catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "bundle_option_title_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "bundle_option_title" FOR EACH STATEMENT EXECUTE FUNCTION "apteek_catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "bundle_selection_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "bundle_selection" FOR EACH STATEMENT EXECUTE FUNCTION "apteek_catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "campaign_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "campaign" FOR EACH STATEMENT EXECUTE FUNCTION "apteek_catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "campaign_product_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "campaign_product" FOR EACH STATEMENT EXECUTE FUNCTION "apteek_catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "campaign_text_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "campaign_text" FOR EACH STATEMENT EXECUTE FUNCTION "apteek_catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "category_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "category" FOR EACH STATEMENT EXECUTE FUNCTION "apteek_catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "category_facet_count_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "category_facet_count" FOR EACH STATEMENT EXECUTE FUNCTION "apteek_catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "category_listing_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "category_listing" FOR EACH STATEMENT EXECUTE FUNCTION "apteek_catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "category_price_count_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "category_price_count" FOR EACH STATEMENT EXECUTE FUNCTION "apteek_catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "category_product_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "category_product" FOR EACH STATEMENT EXECUTE FUNCTION "apteek_catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "category_text_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "category_text" FOR EACH STATEMENT EXECUTE FUNCTION "apteek_catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "cms_block_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "cms_block" FOR EACH STATEMENT EXECUTE FUNCTION "apteek_catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "cms_block_text_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "cms_block_text" FOR EACH STATEMENT EXECUTE FUNCTION "apteek_catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "cms_page_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "cms_page" FOR EACH STATEMENT EXECUTE FUNCTION "apteek_catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "cms_page_text_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "cms_page_text" FOR EACH STATEMENT EXECUTE FUNCTION "apteek_catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "custom_option_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "custom_option" FOR EACH STATEMENT EXECUTE FUNCTION "apteek_catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "custom_option_title_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "custom_option_title" FOR EACH STATEMENT EXECUTE FUNCTION "apteek_catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "custom_option_value_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "custom_option_value" FOR EACH STATEMENT EXECUTE FUNCTION "apteek_catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "custom_option_value_title_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "custom_option_value_title" FOR EACH STATEMENT EXECUTE FUNCTION "apteek_catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "customer_group_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "customer_group" FOR EACH STATEMENT EXECUTE FUNCTION "apteek_catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "product_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product" FOR EACH STATEMENT EXECUTE FUNCTION "apteek_catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "product_attribute_value_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_attribute_value" FOR EACH STATEMENT EXECUTE FUNCTION "apteek_catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "product_configurable_attribute_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_configurable_attribute" FOR EACH STATEMENT EXECUTE FUNCTION "apteek_catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "product_configurable_child_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_configurable_child" FOR EACH STATEMENT EXECUTE FUNCTION "apteek_catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "product_custom_option_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_custom_option" FOR EACH STATEMENT EXECUTE FUNCTION "apteek_catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "product_download_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_download" FOR EACH STATEMENT EXECUTE FUNCTION "apteek_catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "product_download_title_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_download_title" FOR EACH STATEMENT EXECUTE FUNCTION "apteek_catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "product_link_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_link" FOR EACH STATEMENT EXECUTE FUNCTION "apteek_catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "product_listing_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_listing" FOR EACH STATEMENT EXECUTE FUNCTION "apteek_catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "product_media_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_media" FOR EACH STATEMENT EXECUTE FUNCTION "apteek_catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "product_search_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_search" FOR EACH STATEMENT EXECUTE FUNCTION "apteek_catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "product_text_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_text" FOR EACH STATEMENT EXECUTE FUNCTION "apteek_catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "product_tier_price_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_tier_price" FOR EACH STATEMENT EXECUTE FUNCTION "apteek_catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "stock_item_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "stock_item" FOR EACH STATEMENT EXECUTE FUNCTION "apteek_catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "tax_class_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tax_class" FOR EACH STATEMENT EXECUTE FUNCTION "apteek_catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "tax_rate_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tax_rate" FOR EACH STATEMENT EXECUTE FUNCTION "apteek_catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "tax_rule_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tax_rule" FOR EACH STATEMENT EXECUTE FUNCTION "apteek_catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "tax_rule_rate_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tax_rule_rate" FOR EACH STATEMENT EXECUTE FUNCTION "apteek_catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "url_rewrite_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "url_rewrite" FOR EACH STATEMENT EXECUTE FUNCTION "apteek_catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "product_review_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_review" FOR EACH STATEMENT EXECUTE FUNCTION "apteek_catalogue_changed"();
