-- Web push rides on the bell (docs/alerts.md "Web push"): every notification of a kind a member wants on
-- their phone queues one outbox row per device that member turned push on for, in the statement (and so the
-- D1 batch) that writes the notification. A notification a dedupe key refused (INSERT OR IGNORE, ON CONFLICT
-- DO NOTHING) fires nothing, so a retried cause pushes once. A member with no device gets no row.
-- The kinds: outbid, won, watch_ending (a watched lot ends in 15 minutes), saved_search, followed_seller;
-- the same list is PUSH_KINDS in worker/domain/platform/push.ts, checked by tests/worker/platform/push.test.ts.
CREATE TRIGGER `notifications_push` AFTER INSERT ON `notifications`
WHEN NEW.kind IN ('outbid', 'won', 'watch_ending', 'saved_search', 'followed_seller')
BEGIN
  INSERT INTO `outbox` (`channel`, `recipient`, `body`, `user_id`, `created_at`)
  SELECT 'push', CAST(s.id AS TEXT),
    json_object('title', NEW.notification_title, 'body', NEW.notification_message,
      'url', NEW.notification_target_link, 'tag', COALESCE(NEW.dedupe_key, NEW.kind || ':' || NEW.id)),
    NEW.user_id, NEW.created_at
  FROM `push_subscriptions` s WHERE s.user_id = NEW.user_id;
END;
