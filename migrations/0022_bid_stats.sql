CREATE TABLE `bid_stats` (
	`minute` integer NOT NULL,
	`path` text NOT NULL,
	`outcome` text NOT NULL,
	`reason` text DEFAULT '' NOT NULL,
	`count` integer DEFAULT 0 NOT NULL,
	`ms_total` integer DEFAULT 0 NOT NULL,
	`ms_max` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`minute`, `path`, `outcome`, `reason`)
);
