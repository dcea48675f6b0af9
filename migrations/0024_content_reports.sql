CREATE TABLE `content_report_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`report_id` integer NOT NULL,
	`action` text NOT NULL,
	`actor_id` integer,
	`note` text,
	`at` integer NOT NULL,
	FOREIGN KEY (`report_id`) REFERENCES `content_reports`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`actor_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `content_report_events_report_idx` ON `content_report_events` (`report_id`,`at`);--> statement-breakpoint
CREATE TABLE `content_reports` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`target` text NOT NULL,
	`target_id` integer NOT NULL,
	`owner_id` integer,
	`reporter_id` integer,
	`reporter_name` text NOT NULL,
	`reporter_email` text NOT NULL,
	`right_holder` integer NOT NULL,
	`kind` text NOT NULL,
	`url` text NOT NULL,
	`explanation` text NOT NULL,
	`registration_no` text,
	`evidence` text NOT NULL,
	`received_at` integer NOT NULL,
	`due_at` integer NOT NULL,
	`status` text DEFAULT 'open' NOT NULL,
	`decision_note` text,
	`decided_at` integer,
	`decided_by` integer,
	`objection_text` text,
	`objection_documents` text,
	`objected_at` integer,
	`objection_note` text,
	`objection_decided_at` integer,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`reporter_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`decided_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `content_reports_queue_idx` ON `content_reports` (`status`,`due_at`);--> statement-breakpoint
CREATE INDEX `content_reports_target_idx` ON `content_reports` (`target`,`target_id`,`status`);--> statement-breakpoint
CREATE INDEX `content_reports_owner_idx` ON `content_reports` (`owner_id`,`status`);