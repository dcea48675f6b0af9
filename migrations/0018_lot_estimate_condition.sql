ALTER TABLE `auctions` ADD `estimate_low_kurus` integer;--> statement-breakpoint
ALTER TABLE `auctions` ADD `estimate_high_kurus` integer;--> statement-breakpoint
ALTER TABLE `auctions` ADD `condition_grade` text;--> statement-breakpoint
ALTER TABLE `auctions` ADD `condition_notes` text;