CREATE TABLE `offer_limits` (
	`auction_id` integer PRIMARY KEY NOT NULL,
	`decline_below_kurus` integer,
	`accept_from_kurus` integer,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`auction_id`) REFERENCES `auctions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `offers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`auction_id` integer NOT NULL,
	`buyer_id` integer NOT NULL,
	`seller_id` integer NOT NULL,
	`amount_kurus` integer NOT NULL,
	`counter_kurus` integer,
	`price_kurus` integer,
	`status` text DEFAULT 'open' NOT NULL,
	`decided_by` text,
	`expires_at` integer NOT NULL,
	`created_at` integer NOT NULL,
	`decided_at` integer,
	FOREIGN KEY (`auction_id`) REFERENCES `auctions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`buyer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`seller_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `offers_accepted_uq` ON `offers` (`auction_id`) WHERE status = 'accepted';--> statement-breakpoint
CREATE INDEX `offers_auction_buyer_idx` ON `offers` (`auction_id`,`buyer_id`,`status`);--> statement-breakpoint
CREATE INDEX `offers_buyer_idx` ON `offers` (`buyer_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `offers_seller_idx` ON `offers` (`seller_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `offers_due_idx` ON `offers` (`status`,`expires_at`);