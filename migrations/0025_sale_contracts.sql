CREATE TABLE `sale_contracts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`auction_id` integer NOT NULL,
	`buyer_id` integer NOT NULL,
	`sold_via` text NOT NULL,
	`preinfo_version` text NOT NULL,
	`version` text NOT NULL,
	`sections` text NOT NULL,
	`price_kurus` integer NOT NULL,
	`total_kurus` integer NOT NULL,
	`sold_at` integer NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`auction_id`) REFERENCES `auctions`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`buyer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sale_contracts_sale_uq` ON `sale_contracts` (`auction_id`,`buyer_id`);