CREATE TABLE `return_shipments` (
	`order_id` integer PRIMARY KEY NOT NULL,
	`carrier` text NOT NULL,
	`track_no` text NOT NULL,
	`shipped_at` integer NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade
);
