CREATE TABLE `audit_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer,
	`action` text NOT NULL,
	`entity` text NOT NULL,
	`entity_id` text,
	`detail` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `audit_log_created_idx` ON `audit_log` (`created_at`);--> statement-breakpoint
CREATE INDEX `audit_log_entity_idx` ON `audit_log` (`entity`,`entity_id`);--> statement-breakpoint
CREATE TABLE `delivery_addresses` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`person` text NOT NULL,
	`title` text NOT NULL,
	`line1` text NOT NULL,
	`line2` text,
	`city` text NOT NULL,
	`town` text NOT NULL,
	`neighbourhood` text,
	`postalcode` text NOT NULL,
	`phone` text NOT NULL,
	`country` text DEFAULT 'TÜRKİYE' NOT NULL,
	`is_default` integer DEFAULT false NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `delivery_addresses_user_idx` ON `delivery_addresses` (`user_id`);--> statement-breakpoint
CREATE TABLE `invoice_addresses` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`type` text NOT NULL,
	`full_name` text NOT NULL,
	`tax_number` text NOT NULL,
	`tax_office` text NOT NULL,
	`address` text NOT NULL,
	`phone` text,
	`is_efatura` integer DEFAULT 2 NOT NULL,
	`city` text,
	`district` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `invoice_addresses_user_idx` ON `invoice_addresses` (`user_id`);--> statement-breakpoint
CREATE TABLE `notifications` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`kind` text NOT NULL,
	`notification_title` text NOT NULL,
	`notification_message` text NOT NULL,
	`notification_target_link` text,
	`read_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `notifications_user_idx` ON `notifications` (`user_id`,`read_at`,`created_at`);--> statement-breakpoint
CREATE TABLE `outbox` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`channel` text NOT NULL,
	`recipient` text NOT NULL,
	`subject` text,
	`body` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` integer DEFAULT 0 NOT NULL,
	`last_error` text,
	`created_at` integer NOT NULL,
	`sent_at` integer
);
--> statement-breakpoint
CREATE INDEX `outbox_pending_idx` ON `outbox` (`status`,`next_attempt_at`);--> statement-breakpoint
CREATE INDEX `outbox_recipient_idx` ON `outbox` (`recipient`);--> statement-breakpoint
CREATE TABLE `password_resets` (
	`email` text PRIMARY KEY NOT NULL,
	`token_hash` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `phone_verifications` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`phone` text NOT NULL,
	`code_hash` text NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`expires_at` integer NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `rate_limits` (
	`key` text PRIMARY KEY NOT NULL,
	`count` integer DEFAULT 0 NOT NULL,
	`reset_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`revoked_at` integer,
	`ip` text,
	`user_agent` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sessions_user_idx` ON `sessions` (`user_id`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`username` text NOT NULL,
	`username_normalized` text NOT NULL,
	`email` text NOT NULL,
	`password_hash` text NOT NULL,
	`role` text DEFAULT 'member' NOT NULL,
	`title` text NOT NULL,
	`slug` text NOT NULL,
	`first_name` text,
	`last_name` text,
	`tckn` text,
	`phone_1` text,
	`phone_verified_at` integer,
	`email_verified_at` integer,
	`birth_day` integer,
	`birth_month` integer,
	`birth_year` integer,
	`bank_title` text,
	`bank_account_name` text,
	`bank_iban` text,
	`contracts_accepted_at` integer,
	`blocked_at` integer,
	`blocked_reason` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_username_normalized_uq` ON `users` (`username_normalized`);--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_uq` ON `users` (`email`);--> statement-breakpoint
CREATE UNIQUE INDEX `users_slug_uq` ON `users` (`slug`);--> statement-breakpoint
CREATE INDEX `users_role_idx` ON `users` (`role`);--> statement-breakpoint
CREATE TABLE `brands` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title` text NOT NULL,
	`slug` text NOT NULL,
	`title_normalized` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `brands_slug_uq` ON `brands` (`slug`);--> statement-breakpoint
CREATE INDEX `brands_title_idx` ON `brands` (`title_normalized`);--> statement-breakpoint
CREATE TABLE `categories` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`parent_id` integer,
	`level` integer NOT NULL,
	`slug` text NOT NULL,
	`title` text NOT NULL,
	`title_normalized` text NOT NULL,
	`show_brand` integer DEFAULT 1 NOT NULL,
	`shipping_type` integer DEFAULT 1 NOT NULL,
	`property_group_id` integer,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`parent_id`) REFERENCES `categories`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`property_group_id`) REFERENCES `property_groups`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `categories_slug_uq` ON `categories` (`slug`);--> statement-breakpoint
CREATE INDEX `categories_parent_idx` ON `categories` (`parent_id`,`sort_order`);--> statement-breakpoint
CREATE TABLE `property_group_labels` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`property_group_id` integer NOT NULL,
	`position` integer NOT NULL,
	`title` text NOT NULL,
	`values` text NOT NULL,
	FOREIGN KEY (`property_group_id`) REFERENCES `property_groups`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `property_group_labels_uq` ON `property_group_labels` (`property_group_id`,`position`);--> statement-breakpoint
CREATE TABLE `property_groups` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `answers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`question_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`answer_body` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`question_id`) REFERENCES `questions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `answers_question_idx` ON `answers` (`question_id`);--> statement-breakpoint
CREATE TABLE `auction_images` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`auction_id` integer NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	`image_path` text NOT NULL,
	`thumbnail_path` text NOT NULL,
	`width` integer,
	`height` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`auction_id`) REFERENCES `auctions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `auction_images_auction_idx` ON `auction_images` (`auction_id`,`position`);--> statement-breakpoint
CREATE TABLE `auction_properties` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`auction_id` integer NOT NULL,
	`position` integer NOT NULL,
	`label` text NOT NULL,
	`value` text NOT NULL,
	FOREIGN KEY (`auction_id`) REFERENCES `auctions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `auction_properties_uq` ON `auction_properties` (`auction_id`,`position`);--> statement-breakpoint
CREATE TABLE `auctions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`seller_id` integer NOT NULL,
	`category_1_id` integer NOT NULL,
	`category_2_id` integer,
	`category_3_id` integer,
	`brand_id` integer,
	`model` text,
	`series` text,
	`name` text NOT NULL,
	`title` text NOT NULL,
	`slug` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`sale_label` text,
	`badgetype` integer DEFAULT 0 NOT NULL,
	`type` integer DEFAULT 0 NOT NULL,
	`opening_price_kurus` integer DEFAULT 0 NOT NULL,
	`current_price_kurus` integer DEFAULT 0 NOT NULL,
	`buynow_price_kurus` integer DEFAULT 0 NOT NULL,
	`bid_count` integer DEFAULT 0 NOT NULL,
	`last_seq` integer DEFAULT 0 NOT NULL,
	`start_time` integer NOT NULL,
	`end_time` integer NOT NULL,
	`started_at` integer,
	`closed_at` integer,
	`approved` integer DEFAULT 0 NOT NULL,
	`rejection_reason` text,
	`approved_at` integer,
	`approved_by` integer,
	`shipping_type` integer DEFAULT 1 NOT NULL,
	`shipping_payment_by` integer DEFAULT 1 NOT NULL,
	`winner_user_id` integer,
	`sold_via` text,
	`search_text` text DEFAULT '' NOT NULL,
	`room_armed_at` integer,
	`view_count` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`seller_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`category_1_id`) REFERENCES `categories`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`category_2_id`) REFERENCES `categories`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`category_3_id`) REFERENCES `categories`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`brand_id`) REFERENCES `brands`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`approved_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`winner_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `auctions_slug_uq` ON `auctions` (`slug`);--> statement-breakpoint
CREATE INDEX `auctions_listing_idx` ON `auctions` (`approved`,`closed_at`,`end_time`);--> statement-breakpoint
CREATE INDEX `auctions_start_idx` ON `auctions` (`approved`,`start_time`);--> statement-breakpoint
CREATE INDEX `auctions_cat1_idx` ON `auctions` (`category_1_id`,`approved`,`end_time`);--> statement-breakpoint
CREATE INDEX `auctions_cat2_idx` ON `auctions` (`category_2_id`,`approved`,`end_time`);--> statement-breakpoint
CREATE INDEX `auctions_cat3_idx` ON `auctions` (`category_3_id`,`approved`,`end_time`);--> statement-breakpoint
CREATE INDEX `auctions_seller_idx` ON `auctions` (`seller_id`,`approved`);--> statement-breakpoint
CREATE INDEX `auctions_winner_idx` ON `auctions` (`winner_user_id`);--> statement-breakpoint
CREATE INDEX `auctions_brand_idx` ON `auctions` (`brand_id`);--> statement-breakpoint
CREATE TABLE `auto_bids` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`auction_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`max_amount_kurus` integer NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`auction_id`) REFERENCES `auctions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `auto_bids_uq` ON `auto_bids` (`auction_id`,`user_id`);--> statement-breakpoint
CREATE TABLE `bids` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`auction_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`seq` integer NOT NULL,
	`bid_amount_kurus` integer NOT NULL,
	`total_amount_kurus` integer NOT NULL,
	`is_auto` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`auction_id`) REFERENCES `auctions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE UNIQUE INDEX `bids_auction_seq_uq` ON `bids` (`auction_id`,`seq`);--> statement-breakpoint
CREATE INDEX `bids_user_idx` ON `bids` (`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `questions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`auction_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`question_body` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`auction_id`) REFERENCES `auctions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `questions_auction_idx` ON `questions` (`auction_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `questions_user_idx` ON `questions` (`user_id`);--> statement-breakpoint
CREATE TABLE `watchlist` (
	`user_id` integer NOT NULL,
	`auction_id` integer NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `auction_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`auction_id`) REFERENCES `auctions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `watchlist_auction_idx` ON `watchlist` (`auction_id`);--> statement-breakpoint
CREATE TABLE `cargo_channels` (
	`code` text PRIMARY KEY NOT NULL,
	`cargo_channel_title` text NOT NULL,
	`price_kurus` integer NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `cart_items` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`cart_id` integer NOT NULL,
	`auction_id` integer NOT NULL,
	`item_price_kurus` integer NOT NULL,
	`item_shipping_price_buyer_kurus` integer DEFAULT 0 NOT NULL,
	`cargo_channel` text,
	`from_bn_or_auc` integer NOT NULL,
	`pay_before` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`cart_id`) REFERENCES `carts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`auction_id`) REFERENCES `auctions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `cart_items_auction_uq` ON `cart_items` (`auction_id`);--> statement-breakpoint
CREATE INDEX `cart_items_cart_idx` ON `cart_items` (`cart_id`);--> statement-breakpoint
CREATE TABLE `carts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`locked_by_payment_id` integer,
	`locked_until` integer,
	`contract_accepted_at` integer,
	`delivery_contact_name` text,
	`delivery_contact_phone` text,
	`delivery_address` text,
	`delivery_town` text,
	`delivery_city` text,
	`delivery_postalcode` text,
	`delivery_country` text,
	`additional_notes` text,
	`invoice_title` text,
	`invoice_contact` text,
	`invoice_tax_no` text,
	`invoice_tax_administration` text,
	`invoice_address` text,
	`invoice_town` text,
	`invoice_city` text,
	`invoice_postalcode` text,
	`invoice_country` text,
	`invoice_phone` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `carts_user_uq` ON `carts` (`user_id`);--> statement-breakpoint
CREATE TABLE `order_items` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_id` integer NOT NULL,
	`auction_id` integer NOT NULL,
	`name` text NOT NULL,
	`slug` text NOT NULL,
	`public_url` text,
	`item_price_kurus` integer NOT NULL,
	`item_shipping_price_buyer_kurus` integer DEFAULT 0 NOT NULL,
	`item_commission_price_buyer_kurus` integer DEFAULT 0 NOT NULL,
	`item_total_price_buyer_kurus` integer DEFAULT 0 NOT NULL,
	`item_commission_price_seller_kurus` integer DEFAULT 0 NOT NULL,
	`item_shipping_price_seller_kurus` integer DEFAULT 0 NOT NULL,
	`item_total_price_seller_kurus` integer DEFAULT 0 NOT NULL,
	`cargo_channel` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`auction_id`) REFERENCES `auctions`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE INDEX `order_items_order_idx` ON `order_items` (`order_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `order_items_auction_uq` ON `order_items` (`auction_id`);--> statement-breakpoint
CREATE TABLE `orders` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`buyer_id` integer NOT NULL,
	`seller_id` integer NOT NULL,
	`payment_id` integer,
	`status` integer DEFAULT 0 NOT NULL,
	`items_total_kurus` integer DEFAULT 0 NOT NULL,
	`commissions_total_buyer_kurus` integer DEFAULT 0 NOT NULL,
	`shipping_price_total_buyer_kurus` integer DEFAULT 0 NOT NULL,
	`total_buyer_kurus` integer DEFAULT 0 NOT NULL,
	`delivery_contact_name` text,
	`delivery_contact_phone` text,
	`delivery_address` text,
	`delivery_town` text,
	`delivery_city` text,
	`delivery_postalcode` text,
	`delivery_country` text,
	`additional_notes` text,
	`invoice_title` text,
	`invoice_contact` text,
	`invoice_tax_no` text,
	`invoice_tax_administration` text,
	`invoice_address` text,
	`invoice_town` text,
	`invoice_city` text,
	`invoice_postalcode` text,
	`invoice_country` text,
	`invoice_phone` text,
	`seller_contact_name` text,
	`seller_contact_phone` text,
	`seller_address` text,
	`seller_town` text,
	`seller_city` text,
	`seller_postalcode` text,
	`seller_country` text,
	`cancelled_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`buyer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`seller_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`payment_id`) REFERENCES `payments`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE INDEX `orders_buyer_idx` ON `orders` (`buyer_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `orders_seller_idx` ON `orders` (`seller_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `orders_payment_idx` ON `orders` (`payment_id`);--> statement-breakpoint
CREATE INDEX `orders_status_idx` ON `orders` (`status`);--> statement-breakpoint
CREATE TABLE `payments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`cart_id` integer,
	`conversation_id` text NOT NULL,
	`idempotency_key` text NOT NULL,
	`provider` text NOT NULL,
	`provider_payment_id` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`price_kurus` integer NOT NULL,
	`paid_price_kurus` integer NOT NULL,
	`installment` integer DEFAULT 1 NOT NULL,
	`installment_interest_kurus` integer DEFAULT 0 NOT NULL,
	`bin_no` text,
	`last_four` text,
	`card_association` text,
	`card_type` text,
	`card_family` text,
	`bank_name` text,
	`error_code` text,
	`error_message` text,
	`mdstatus` text,
	`threedstatus` text,
	`basket` text,
	`created_at` integer NOT NULL,
	`completed_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`cart_id`) REFERENCES `carts`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `payments_conversation_uq` ON `payments` (`conversation_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `payments_idempotency_uq` ON `payments` (`user_id`,`idempotency_key`);--> statement-breakpoint
CREATE INDEX `payments_user_idx` ON `payments` (`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `seller_ratings` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`seller_id` integer NOT NULL,
	`rated_by_user_id` integer NOT NULL,
	`order_id` integer,
	`rating` integer NOT NULL,
	`comment` text DEFAULT '' NOT NULL,
	`approved` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`seller_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`rated_by_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `seller_ratings_seller_idx` ON `seller_ratings` (`seller_id`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `seller_ratings_order_uq` ON `seller_ratings` (`order_id`);--> statement-breakpoint
CREATE TABLE `settings` (
	`key` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `shipments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_id` integer NOT NULL,
	`channel` text NOT NULL,
	`order_item_track_no` text NOT NULL,
	`order_item_barcode_no` text NOT NULL,
	`status` text DEFAULT 'created' NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `shipments_order_uq` ON `shipments` (`order_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `shipments_barcode_uq` ON `shipments` (`order_item_barcode_no`);--> statement-breakpoint
CREATE TABLE `banners` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`banner_placement` integer NOT NULL,
	`category_id` integer,
	`banner_bgcolor` text,
	`banner_link` text,
	`banner_title` text NOT NULL,
	`banner_target` text DEFAULT '_self' NOT NULL,
	`banner_image` text NOT NULL,
	`banner_image_mobile` text,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`click_count` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`category_id`) REFERENCES `categories`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `banners_placement_idx` ON `banners` (`banner_placement`,`is_active`,`sort_order`);--> statement-breakpoint
CREATE TABLE `blog_categories` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title` text NOT NULL,
	`slug` text NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `blog_categories_slug_unique` ON `blog_categories` (`slug`);--> statement-breakpoint
CREATE TABLE `blog_page_sections` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`blog_page_id` integer NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	`section_image` text,
	`section_content` text NOT NULL,
	FOREIGN KEY (`blog_page_id`) REFERENCES `blog_pages`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `blog_page_sections_idx` ON `blog_page_sections` (`blog_page_id`,`position`);--> statement-breakpoint
CREATE TABLE `blog_pages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`blog_category_id` integer NOT NULL,
	`page_title` text NOT NULL,
	`page_slug` text NOT NULL,
	`page_image` text,
	`page_description` text DEFAULT '' NOT NULL,
	`published_at` integer NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`blog_category_id`) REFERENCES `blog_categories`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `blog_pages_slug_uq` ON `blog_pages` (`page_slug`);--> statement-breakpoint
CREATE INDEX `blog_pages_category_idx` ON `blog_pages` (`blog_category_id`,`published_at`);--> statement-breakpoint
CREATE TABLE `carousel_items` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`carousel_id` integer NOT NULL,
	`image_path` text NOT NULL,
	`title` text,
	`link_url` text,
	`link_target` text DEFAULT '_self' NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`carousel_id`) REFERENCES `carousels`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `carousel_items_idx` ON `carousel_items` (`carousel_id`,`sort_order`);--> statement-breakpoint
CREATE TABLE `carousels` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text NOT NULL,
	`title` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `carousels_slug_unique` ON `carousels` (`slug`);--> statement-breakpoint
CREATE TABLE `contact_messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`message` text NOT NULL,
	`ip` text,
	`handled_at` integer,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `contact_messages_created_idx` ON `contact_messages` (`created_at`);--> statement-breakpoint
CREATE TABLE `contracts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text NOT NULL,
	`title` text NOT NULL,
	`contract_content` text NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `contracts_slug_unique` ON `contracts` (`slug`);--> statement-breakpoint
CREATE TABLE `footer_link_groups` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`footer_header` text NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `footer_links` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`group_id` integer NOT NULL,
	`footer_link_title` text NOT NULL,
	`footer_link_url` text NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`group_id`) REFERENCES `footer_link_groups`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `footer_links_group_idx` ON `footer_links` (`group_id`,`sort_order`);--> statement-breakpoint
CREATE TABLE `site_info` (
	`id` integer PRIMARY KEY NOT NULL,
	`company_name` text NOT NULL,
	`company_address` text NOT NULL,
	`company_email` text NOT NULL,
	`customer_service_phone` text NOT NULL,
	`whatsapp_url` text,
	`facebook_url` text,
	`twitter_url` text,
	`instagram_url` text,
	`youtube_url` text,
	`mersis_no` text,
	`trade_registry_no` text,
	`about_content` text,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `video_items` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`video_id` integer NOT NULL,
	`video_url` text,
	`video_bgcolor` text,
	`video_image` text,
	`video_image_mobile` text,
	`video_image_link` text,
	`video_title` text NOT NULL,
	`auction_id` integer,
	`sort_order` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`video_id`) REFERENCES `videos`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`auction_id`) REFERENCES `auctions`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `video_items_idx` ON `video_items` (`video_id`,`sort_order`);--> statement-breakpoint
CREATE TABLE `videos` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text NOT NULL,
	`title` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `videos_slug_unique` ON `videos` (`slug`);--> statement-breakpoint
CREATE TABLE `support_faqs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`support_title_id` integer NOT NULL,
	`question` text NOT NULL,
	`answer` text NOT NULL,
	`slug` text NOT NULL,
	`video` text,
	`support_faq_image` text,
	`sort_order` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`support_title_id`) REFERENCES `support_titles`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `support_faqs_slug_uq` ON `support_faqs` (`support_title_id`,`slug`);--> statement-breakpoint
CREATE TABLE `support_posts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`support_title_id` integer NOT NULL,
	`title` text NOT NULL,
	`slug` text NOT NULL,
	`video` text,
	`content` text NOT NULL,
	`support_post_image` text,
	`sort_order` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`support_title_id`) REFERENCES `support_titles`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `support_posts_slug_uq` ON `support_posts` (`support_title_id`,`slug`);--> statement-breakpoint
CREATE TABLE `support_ticket_replies` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`ticket_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`ticket_reply_body` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`ticket_id`) REFERENCES `support_tickets`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `support_ticket_replies_idx` ON `support_ticket_replies` (`ticket_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `support_tickets` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`ticket_title` text NOT NULL,
	`ticket_body` text NOT NULL,
	`ticket_status` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `support_tickets_user_idx` ON `support_tickets` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `support_tickets_status_idx` ON `support_tickets` (`ticket_status`);--> statement-breakpoint
CREATE TABLE `support_titles` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title` text NOT NULL,
	`slug` text NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `support_titles_slug_unique` ON `support_titles` (`slug`);--> statement-breakpoint
CREATE TABLE `live_chat_messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`live_session_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`message` text NOT NULL,
	`deleted_at` integer,
	`deleted_by` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`live_session_id`) REFERENCES `live_sessions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`deleted_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `live_chat_session_idx` ON `live_chat_messages` (`live_session_id`,`id`);--> statement-breakpoint
CREATE TABLE `live_chat_mutes` (
	`live_session_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`muted_until` integer NOT NULL,
	`muted_by` integer,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`live_session_id`, `user_id`),
	FOREIGN KEY (`live_session_id`) REFERENCES `live_sessions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`muted_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE TABLE `live_session_auctions` (
	`live_session_id` integer NOT NULL,
	`auction_id` integer NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`live_session_id`, `auction_id`),
	FOREIGN KEY (`live_session_id`) REFERENCES `live_sessions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`auction_id`) REFERENCES `auctions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `live_sessions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title` text NOT NULL,
	`category_id` integer,
	`live_active` integer DEFAULT 0 NOT NULL,
	`live_broadcast_url` text NOT NULL,
	`live_session_started_at` integer,
	`live_session_stopped_at` integer,
	`created_by` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`category_id`) REFERENCES `categories`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `live_sessions_active_idx` ON `live_sessions` (`live_active`,`category_id`);--> statement-breakpoint
CREATE TABLE `banks` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`code` text NOT NULL,
	`bank_title` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `banks_code_unique` ON `banks` (`code`);--> statement-breakpoint
CREATE TABLE `districts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`province_id` integer NOT NULL,
	`name` text NOT NULL,
	`name_normalized` text NOT NULL,
	FOREIGN KEY (`province_id`) REFERENCES `provinces`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `districts_uq` ON `districts` (`province_id`,`name_normalized`);--> statement-breakpoint
CREATE TABLE `neighbourhoods` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`district_id` integer NOT NULL,
	`name` text NOT NULL,
	`postal_code` text NOT NULL,
	FOREIGN KEY (`district_id`) REFERENCES `districts`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `neighbourhoods_district_idx` ON `neighbourhoods` (`district_id`);--> statement-breakpoint
CREATE TABLE `provinces` (
	`id` integer PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`name_normalized` text NOT NULL
);
