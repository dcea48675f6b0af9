CREATE TABLE `preinfo_confirmations` (
	`user_id` integer NOT NULL,
	`auction_id` integer NOT NULL,
	`version` text NOT NULL,
	`confirmed_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `auction_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`auction_id`) REFERENCES `auctions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`version`) REFERENCES `preinfo_texts`(`version`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `preinfo_texts` (
	`version` text PRIMARY KEY NOT NULL,
	`sections` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `seller_identities` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`trade_name` text,
	`vkn` text,
	`mersis` text,
	`address` text,
	`kep` text,
	`updated_at` integer NOT NULL,
	`verified_at` integer,
	`verified_by` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`verified_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `seller_identities_unverified_idx` ON `seller_identities` (`kind`,`verified_at`);