CREATE TABLE `payment_strikes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`auction_id` integer NOT NULL,
	`reason` text NOT NULL,
	`deadline_at` integer NOT NULL,
	`created_at` integer NOT NULL,
	`lifted_at` integer,
	`lifted_by` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`auction_id`) REFERENCES `auctions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`lifted_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `payment_strikes_user_auction_uq` ON `payment_strikes` (`user_id`,`auction_id`);--> statement-breakpoint
CREATE INDEX `payment_strikes_user_idx` ON `payment_strikes` (`user_id`,`lifted_at`);--> statement-breakpoint
CREATE TABLE `second_chance_offers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`auction_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`price_kurus` integer NOT NULL,
	`status` text DEFAULT 'open' NOT NULL,
	`expires_at` integer NOT NULL,
	`created_at` integer NOT NULL,
	`decided_at` integer,
	FOREIGN KEY (`auction_id`) REFERENCES `auctions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `second_chance_auction_user_uq` ON `second_chance_offers` (`auction_id`,`user_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `second_chance_open_uq` ON `second_chance_offers` (`auction_id`) WHERE status = 'open';--> statement-breakpoint
CREATE INDEX `second_chance_user_idx` ON `second_chance_offers` (`user_id`,`status`);--> statement-breakpoint
CREATE INDEX `second_chance_due_idx` ON `second_chance_offers` (`status`,`expires_at`);