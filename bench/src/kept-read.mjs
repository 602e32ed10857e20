// The kept-read anchor's statements: the least a kept read can do with the guarantees the API
// gives (decision 012) — look the API token up with the meeting's scope, the caller's membership
// and the club change log's check, in one prepared statement, as `findApiTokenInMeeting`
// (packages/db/src/queries/credentials.ts) does. The harness compares LOOKUP_SQL with the
// statement the API sent for the role list and warns when they differ, so the anchor cannot
// silently measure another statement than the API's.

export const LOOKUP_SQL = `select "api_tokens"."id" as "token_id", "api_tokens"."secret_hash", "api_tokens"."last_used_at", "api_tokens"."revoked_at", "users"."id", "users"."email", "users"."first_name", "users"."last_name", "users"."profile_image_url", "users"."is_super_admin", "m"."id" as "meeting_id", "m"."club_id", "c"."time_zone", "cm"."role", "cm"."status" as "membership_status", pg_current_snapshot()::text as "snapshot", NOT EXISTS (
    SELECT 1 FROM club_changes ch
    WHERE ch.club_id = "m"."club_id"
      AND ch.txid >= pg_snapshot_xmin($1::pg_snapshot)
      AND NOT pg_visible_in_snapshot(ch.txid, $2::pg_snapshot)) as "unchanged" from "api_tokens" inner join "users" on "users"."id" = "api_tokens"."user_id" left join "meetings" as "m" on "m"."id" = $3 left join "clubs" as "c" on "c"."id" = "m"."club_id" left join "club_memberships" as "cm" on "cm"."club_id" = "m"."club_id" and "cm"."user_id" = "users"."id" where "api_tokens"."id" = $4`;

/** The meeting's roles with their holders' names, read again when the club changed. */
export const ROLES_SQL = `SELECT r.id, r.meeting_id, r.role_type, r.user_id, r.status, r.speech_title,
    r.pathways_project, r.notes, r.assigned_at, r.confirmed_at, u.first_name, u.last_name
  FROM meeting_roles r LEFT JOIN users u ON u.id = r.user_id
  WHERE r.meeting_id = $1 ORDER BY r.id`;

/** Whitespace aside, is `text` the anchor's lookup? */
export function isKeptLookup(text) {
  const squeeze = (s) => s.replace(/\s+/g, ' ').trim();
  return squeeze(text) === squeeze(LOOKUP_SQL);
}
