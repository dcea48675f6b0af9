ALTER TABLE `order_items` ADD `item_withholding_seller_kurus` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `payouts` ADD `withholding_kurus` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `payouts` ADD `base_kurus` integer DEFAULT 0 NOT NULL;