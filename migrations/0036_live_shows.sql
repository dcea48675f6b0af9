CREATE TABLE `live_show_reminders` (
	`live_session_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`created_at` integer NOT NULL,
	`reminded_at` integer,
	PRIMARY KEY(`live_session_id`, `user_id`),
	FOREIGN KEY (`live_session_id`) REFERENCES `live_sessions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `live_show_reminders_user_idx` ON `live_show_reminders` (`user_id`);--> statement-breakpoint
ALTER TABLE `live_sessions` ADD `scheduled_at` integer;--> statement-breakpoint
ALTER TABLE `live_sessions` ADD `owner_id` integer REFERENCES users(id);--> statement-breakpoint
ALTER TABLE `live_sessions` ADD `followers_told_at` integer;--> statement-breakpoint
ALTER TABLE `live_sessions` ADD `start_told_at` integer;--> statement-breakpoint
CREATE INDEX `live_sessions_scheduled_idx` ON `live_sessions` (`scheduled_at`);--> statement-breakpoint
CREATE INDEX `live_sessions_owner_idx` ON `live_sessions` (`owner_id`,`scheduled_at`);