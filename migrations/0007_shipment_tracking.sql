ALTER TABLE `shipments` ADD `tracked_at` integer;--> statement-breakpoint
ALTER TABLE `shipments` ADD `firm_status` text;