CREATE TABLE `order_returns` (
	`order_id` integer PRIMARY KEY NOT NULL,
	`reason` text NOT NULL,
	`note` text DEFAULT '' NOT NULL,
	`opened_at` integer NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `payouts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`payment_id` integer NOT NULL,
	`order_id` integer NOT NULL,
	`seller_id` integer NOT NULL,
	`transaction_id` text NOT NULL,
	`kind` text NOT NULL,
	`amount_kurus` integer NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`sub_merchant_key` text,
	`due_at` integer,
	`error` text,
	`created_at` integer NOT NULL,
	`completed_at` integer,
	FOREIGN KEY (`payment_id`) REFERENCES `payments`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`seller_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE UNIQUE INDEX `payouts_movement_uq` ON `payouts` (`payment_id`,`transaction_id`,`kind`);--> statement-breakpoint
CREATE INDEX `payouts_order_idx` ON `payouts` (`order_id`);--> statement-breakpoint
CREATE INDEX `payouts_due_idx` ON `payouts` (`kind`,`due_at`);--> statement-breakpoint
CREATE TABLE `sub_merchants` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`provider` text NOT NULL,
	`sub_merchant_key` text NOT NULL,
	`iban` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE restrict
);
