-- Custom SQL migration file, put your code below! --
-- The worker keeps categories, banners, contracts and the footer in memory (worker/domain/content-cache.ts)
-- under the 'content' version; every change to them gives it a fresh random token in the same transaction.
-- (A banner's click count is no change to what is shown, so it leaves the version alone.)
INSERT INTO `cache_versions` (`name`, `version`) VALUES ('content', lower(hex(randomblob(8))));
--> statement-breakpoint
CREATE TRIGGER `categories_insert_content_version` AFTER INSERT ON `categories` BEGIN UPDATE `cache_versions` SET `version` = lower(hex(randomblob(8))) WHERE `name` = 'content'; END;
--> statement-breakpoint
CREATE TRIGGER `categories_update_content_version` AFTER UPDATE ON `categories` BEGIN UPDATE `cache_versions` SET `version` = lower(hex(randomblob(8))) WHERE `name` = 'content'; END;
--> statement-breakpoint
CREATE TRIGGER `categories_delete_content_version` AFTER DELETE ON `categories` BEGIN UPDATE `cache_versions` SET `version` = lower(hex(randomblob(8))) WHERE `name` = 'content'; END;
--> statement-breakpoint
CREATE TRIGGER `footer_link_groups_insert_content_version` AFTER INSERT ON `footer_link_groups` BEGIN UPDATE `cache_versions` SET `version` = lower(hex(randomblob(8))) WHERE `name` = 'content'; END;
--> statement-breakpoint
CREATE TRIGGER `footer_link_groups_update_content_version` AFTER UPDATE ON `footer_link_groups` BEGIN UPDATE `cache_versions` SET `version` = lower(hex(randomblob(8))) WHERE `name` = 'content'; END;
--> statement-breakpoint
CREATE TRIGGER `footer_link_groups_delete_content_version` AFTER DELETE ON `footer_link_groups` BEGIN UPDATE `cache_versions` SET `version` = lower(hex(randomblob(8))) WHERE `name` = 'content'; END;
--> statement-breakpoint
CREATE TRIGGER `footer_links_insert_content_version` AFTER INSERT ON `footer_links` BEGIN UPDATE `cache_versions` SET `version` = lower(hex(randomblob(8))) WHERE `name` = 'content'; END;
--> statement-breakpoint
CREATE TRIGGER `footer_links_update_content_version` AFTER UPDATE ON `footer_links` BEGIN UPDATE `cache_versions` SET `version` = lower(hex(randomblob(8))) WHERE `name` = 'content'; END;
--> statement-breakpoint
CREATE TRIGGER `footer_links_delete_content_version` AFTER DELETE ON `footer_links` BEGIN UPDATE `cache_versions` SET `version` = lower(hex(randomblob(8))) WHERE `name` = 'content'; END;
--> statement-breakpoint
CREATE TRIGGER `site_info_insert_content_version` AFTER INSERT ON `site_info` BEGIN UPDATE `cache_versions` SET `version` = lower(hex(randomblob(8))) WHERE `name` = 'content'; END;
--> statement-breakpoint
CREATE TRIGGER `site_info_update_content_version` AFTER UPDATE ON `site_info` BEGIN UPDATE `cache_versions` SET `version` = lower(hex(randomblob(8))) WHERE `name` = 'content'; END;
--> statement-breakpoint
CREATE TRIGGER `site_info_delete_content_version` AFTER DELETE ON `site_info` BEGIN UPDATE `cache_versions` SET `version` = lower(hex(randomblob(8))) WHERE `name` = 'content'; END;
--> statement-breakpoint
CREATE TRIGGER `contracts_insert_content_version` AFTER INSERT ON `contracts` BEGIN UPDATE `cache_versions` SET `version` = lower(hex(randomblob(8))) WHERE `name` = 'content'; END;
--> statement-breakpoint
CREATE TRIGGER `contracts_update_content_version` AFTER UPDATE ON `contracts` BEGIN UPDATE `cache_versions` SET `version` = lower(hex(randomblob(8))) WHERE `name` = 'content'; END;
--> statement-breakpoint
CREATE TRIGGER `contracts_delete_content_version` AFTER DELETE ON `contracts` BEGIN UPDATE `cache_versions` SET `version` = lower(hex(randomblob(8))) WHERE `name` = 'content'; END;
--> statement-breakpoint
CREATE TRIGGER `banners_insert_content_version` AFTER INSERT ON `banners` BEGIN UPDATE `cache_versions` SET `version` = lower(hex(randomblob(8))) WHERE `name` = 'content'; END;
--> statement-breakpoint
CREATE TRIGGER `banners_update_content_version` AFTER UPDATE OF banner_placement, category_id, banner_bgcolor, banner_link, banner_title, banner_target, banner_image, banner_image_mobile, sort_order, is_active ON `banners` BEGIN UPDATE `cache_versions` SET `version` = lower(hex(randomblob(8))) WHERE `name` = 'content'; END;
--> statement-breakpoint
CREATE TRIGGER `banners_delete_content_version` AFTER DELETE ON `banners` BEGIN UPDATE `cache_versions` SET `version` = lower(hex(randomblob(8))) WHERE `name` = 'content'; END;
