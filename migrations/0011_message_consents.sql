CREATE TABLE `message_consents` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`channel` text NOT NULL,
	`granted` integer NOT NULL,
	`source` text NOT NULL,
	`text_version` text NOT NULL,
	`recorded_at` integer NOT NULL,
	`iys_state` text DEFAULT 'pending' NOT NULL,
	`iys_attempts` integer DEFAULT 0 NOT NULL,
	`iys_next_at` integer DEFAULT 0 NOT NULL,
	`iys_recipient` text,
	`iys_transaction_id` text,
	`iys_error` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `message_consents_user_idx` ON `message_consents` (`user_id`,`channel`,`id`);--> statement-breakpoint
CREATE INDEX `message_consents_iys_idx` ON `message_consents` (`iys_state`,`iys_next_at`);--> statement-breakpoint
ALTER TABLE `outbox` ADD `message_class` text DEFAULT 'transactional' NOT NULL;--> statement-breakpoint
ALTER TABLE `outbox` ADD `user_id` integer;