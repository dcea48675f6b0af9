ALTER TABLE `auctions` ADD `relisted_from_id` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `auctions_relisted_from_uq` ON `auctions` (`relisted_from_id`);