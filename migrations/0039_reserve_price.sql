ALTER TABLE `auctions` ADD `reserve_kurus` integer;--> statement-breakpoint
ALTER TABLE `second_chance_offers` ADD `kind` text DEFAULT 'runner_up' NOT NULL;