CREATE TABLE `alert_hits` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`auction_id` integer NOT NULL,
	`source` text NOT NULL,
	`saved_search_id` integer,
	`mail` text NOT NULL,
	`notified_at` integer,
	`mailed_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`auction_id`) REFERENCES `auctions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`saved_search_id`) REFERENCES `saved_searches`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `alert_hits_user_auction_uq` ON `alert_hits` (`user_id`,`auction_id`);--> statement-breakpoint
CREATE INDEX `alert_hits_auction_idx` ON `alert_hits` (`auction_id`,`notified_at`,`id`);--> statement-breakpoint
CREATE INDEX `alert_hits_digest_idx` ON `alert_hits` (`mail`,`mailed_at`,`created_at`);--> statement-breakpoint
CREATE TABLE `alert_runs` (
	`auction_id` integer PRIMARY KEY NOT NULL,
	`state` text DEFAULT 'matching' NOT NULL,
	`lease_until` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	`finished_at` integer,
	FOREIGN KEY (`auction_id`) REFERENCES `auctions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `alert_runs_state_idx` ON `alert_runs` (`state`,`lease_until`);--> statement-breakpoint
CREATE TABLE `saved_search_terms` (
	`term` text NOT NULL,
	`saved_search_id` integer NOT NULL,
	PRIMARY KEY(`term`, `saved_search_id`),
	FOREIGN KEY (`saved_search_id`) REFERENCES `saved_searches`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `saved_search_terms_search_idx` ON `saved_search_terms` (`saved_search_id`);--> statement-breakpoint
CREATE TABLE `saved_searches` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`name` text NOT NULL,
	`q` text DEFAULT '' NOT NULL,
	`category_id` integer,
	`min_price_kurus` integer,
	`max_price_kurus` integer,
	`frequency` text DEFAULT 'instant' NOT NULL,
	`paused` integer DEFAULT false NOT NULL,
	`term_count` integer NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`category_id`) REFERENCES `categories`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `saved_searches_user_idx` ON `saved_searches` (`user_id`,`id`);--> statement-breakpoint
CREATE TABLE `seller_follows` (
	`user_id` integer NOT NULL,
	`seller_id` integer NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `seller_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`seller_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `seller_follows_seller_idx` ON `seller_follows` (`seller_id`,`user_id`);