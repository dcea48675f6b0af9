CREATE TABLE `kvkk_requests` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`reference` text NOT NULL,
	`user_id` integer,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`kinds` text NOT NULL,
	`details` text NOT NULL,
	`status` text NOT NULL,
	`confirm_hash` text,
	`created_at` integer NOT NULL,
	`received_at` integer,
	`due_at` integer,
	`outcome` text,
	`answer_text` text,
	`answered_at` integer,
	`answered_by` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`answered_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `kvkk_requests_reference_unique` ON `kvkk_requests` (`reference`);--> statement-breakpoint
CREATE INDEX `kvkk_requests_status_idx` ON `kvkk_requests` (`status`,`due_at`);--> statement-breakpoint
CREATE INDEX `kvkk_requests_user_idx` ON `kvkk_requests` (`user_id`,`id`);--> statement-breakpoint
CREATE UNIQUE INDEX `kvkk_requests_confirm_uq` ON `kvkk_requests` (`confirm_hash`);