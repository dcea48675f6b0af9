CREATE TABLE `cultural_document_openings` (
	`auction_id` integer NOT NULL,
	`editor_id` integer NOT NULL,
	`opened_at` integer NOT NULL,
	PRIMARY KEY(`auction_id`, `editor_id`),
	FOREIGN KEY (`auction_id`) REFERENCES `auctions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`editor_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `auctions` ADD `cultural_property` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `auctions` ADD `cultural_document_kind` text;--> statement-breakpoint
ALTER TABLE `auctions` ADD `cultural_document_key` text;--> statement-breakpoint
ALTER TABLE `auctions` ADD `cayma_exception` text;--> statement-breakpoint
CREATE INDEX `auctions_cultural_idx` ON `auctions` (`cultural_property`,`start_time`);--> statement-breakpoint
ALTER TABLE `seller_identities` ADD `cultural_permit_no` text;