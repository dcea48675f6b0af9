CREATE TABLE `auction_condition_photos` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`auction_id` integer NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	`image_path` text NOT NULL,
	`thumbnail_path` text NOT NULL,
	`width` integer,
	`height` integer,
	`caption` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`auction_id`) REFERENCES `auctions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `auction_condition_photos_auction_idx` ON `auction_condition_photos` (`auction_id`,`position`);