CREATE TABLE `shill_reviews` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`bidder_id` integer NOT NULL,
	`seller_id` integer NOT NULL,
	`action` text NOT NULL,
	`score` integer NOT NULL,
	`signals` text NOT NULL,
	`note` text NOT NULL,
	`editor_id` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`bidder_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`seller_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`editor_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `shill_reviews_pair_idx` ON `shill_reviews` (`bidder_id`,`seller_id`,`id`);