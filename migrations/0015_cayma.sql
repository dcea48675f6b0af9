CREATE TABLE `cayma_notices` (
	`order_id` integer PRIMARY KEY NOT NULL,
	`buyer_id` integer NOT NULL,
	`full_name` text NOT NULL,
	`address` text NOT NULL,
	`goods` text NOT NULL,
	`noticed_at` integer NOT NULL,
	`refund_due` integer NOT NULL,
	`refunded_at` integer,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`buyer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE INDEX `cayma_notices_due_idx` ON `cayma_notices` (`refunded_at`,`refund_due`);--> statement-breakpoint
ALTER TABLE `orders` ADD `delivered_at` integer;