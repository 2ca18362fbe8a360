-- The record of guests' order look-ups (client addresses and order numbers) is kept one year, as the
-- prescription access log is; the retention job deletes what is older.
INSERT INTO "retention_policy" ("kind", "months", "days", "action") VALUES ('orderLookupLog', 12, 0, 'delete');
