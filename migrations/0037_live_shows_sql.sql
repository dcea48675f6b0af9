-- Scheduled live shows push too (docs/alerts.md "Scheduled live shows"): the notifications trigger of
-- migrations/0030_push_sql.sql rewritten with three more kinds: show_scheduled (a followed seller scheduled a
-- show), show_starting (a followed seller's show went on air) and show_reminder (the "Hatırlat" a member
-- asked for, 15 minutes before). Everything else about it is as before; PUSH_KINDS in
-- worker/domain/platform/push.ts names the same list, checked by tests/worker/platform/push.test.ts.
DROP TRIGGER IF EXISTS `notifications_push`;
--> statement-breakpoint
CREATE TRIGGER `notifications_push` AFTER INSERT ON `notifications`
WHEN NEW.kind IN ('outbid', 'won', 'watch_ending', 'saved_search', 'followed_seller', 'show_scheduled', 'show_starting', 'show_reminder')
BEGIN
  INSERT INTO `outbox` (`channel`, `recipient`, `body`, `user_id`, `created_at`)
  SELECT 'push', CAST(s.id AS TEXT),
    json_object('title', NEW.notification_title, 'body', NEW.notification_message,
      'url', NEW.notification_target_link, 'tag', COALESCE(NEW.dedupe_key, NEW.kind || ':' || NEW.id)),
    NEW.user_id, NEW.created_at
  FROM `push_subscriptions` s WHERE s.user_id = NEW.user_id;
END;
