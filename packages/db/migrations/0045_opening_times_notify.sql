-- The pharmacy's hours are on every page (the footer lists them; banners may name them), and the
-- pages' data is cached per instance: a change of the hours NOTIFYs 'catalogue_changed' like the
-- catalogue's tables (0024), so every instance drops what it built from the old hours at once
-- instead of serving them until its cache's ten minutes are up.
CREATE TRIGGER "pharmacy_opening_times_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "pharmacy_opening_times" FOR EACH STATEMENT EXECUTE FUNCTION "apteek_catalogue_changed"();
