CREATE TABLE `ops_alerts` (
	`signal` text NOT NULL,
	`subject` text NOT NULL,
	`window_start` integer NOT NULL,
	`count` integer DEFAULT 0 NOT NULL,
	`worst` integer DEFAULT 0 NOT NULL,
	`alerted_at` integer,
	PRIMARY KEY(`signal`, `subject`, `window_start`)
);
