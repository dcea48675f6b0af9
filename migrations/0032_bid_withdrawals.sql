CREATE TABLE `bid_withdrawals` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`auction_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`bid_id` integer NOT NULL,
	`reason` text NOT NULL,
	`note` text DEFAULT '' NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`created_at` integer NOT NULL,
	`decided_at` integer,
	`decided_by` integer,
	`decision_note` text,
	`entry_n` integer,
	`after_seq` integer,
	`withdrawn_seqs` text,
	`voided_seqs` text,
	`receipt` text,
	FOREIGN KEY (`auction_id`) REFERENCES `auctions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`bid_id`) REFERENCES `bids`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`decided_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `bid_withdrawals_status_idx` ON `bid_withdrawals` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `bid_withdrawals_user_idx` ON `bid_withdrawals` (`user_id`,`status`,`decided_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `bid_withdrawals_entry_uq` ON `bid_withdrawals` (`auction_id`,`entry_n`);