-- AlterTable
ALTER TABLE "users" ADD COLUMN     "email" TEXT,
ADD COLUMN     "must_change_password" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "admin_mfa" ADD COLUMN     "pending_session_id" UUID;

-- AlterTable
ALTER TABLE "admin_sessions" ADD COLUMN     "mfa_verified_at" TIMESTAMPTZ(3),
ADD COLUMN     "stepped_up_at" TIMESTAMPTZ(3);


-- Usernames are one name whatever their case (sign-in and uniqueness alike). Two existing
-- accounts that differ only in case cannot be merged silently: the migration stops and names
-- them, for an owner to rename one first.
DO $$
DECLARE clash TEXT;
BEGIN
  SELECT string_agg(username, ', ') INTO clash FROM users
   WHERE lower(btrim(username)) IN (
     SELECT lower(btrim(username)) FROM users GROUP BY lower(btrim(username)) HAVING count(*) > 1);
  IF clash IS NOT NULL THEN
    RAISE EXCEPTION 'admin usernames differ only in case or spaces: %; rename one of each before upgrading', clash;
  END IF;
END $$;
UPDATE "users" SET "username" = lower(btrim("username")) WHERE "username" <> lower(btrim("username"));
ALTER TABLE "users" ADD CONSTRAINT "users_username_normalised" CHECK ("username" = lower(btrim("username")));
