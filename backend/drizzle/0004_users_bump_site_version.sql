-- Public answers carry users' data too (authors and commenters with username and avatar,
-- profiles, user search), and the shared response cache keeps them while the site version
-- stands: every change to users bumps it as well, like writes to writeups, comments and
-- announcements do (0003).
CREATE TRIGGER "users_bump_site_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_site_version();
