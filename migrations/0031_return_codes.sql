CREATE TABLE `return_codes` (
	`order_id` integer PRIMARY KEY NOT NULL,
	`state` text DEFAULT 'pending' NOT NULL,
	`channel` text,
	`code` text,
	`track_no` text,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_try_at` integer NOT NULL,
	`error` text,
	`created_at` integer NOT NULL,
	`ready_at` integer,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `return_codes_due_idx` ON `return_codes` (`state`,`next_try_at`);