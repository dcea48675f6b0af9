ALTER TABLE `auctions` ADD `service_extended_at` integer;--> statement-breakpoint
ALTER TABLE `auctions` ADD `service_extension_reason` text;