ALTER TABLE `sub_merchants` ADD `name` text;--> statement-breakpoint
ALTER TABLE `sub_merchants` ADD `updated_at` integer;