-- Full-text search over auctions (/api/search, /api/searchsummary).
-- The text is trFold(name + title + brand + model + categories), made in JS, because unicode61
-- folds İ/I and ç/ş/ğ/ö/ü but not ı. rowid = auctions.id.
-- Drizzle cannot declare virtual tables, so this migration is written by hand.
CREATE VIRTUAL TABLE `auctions_fts` USING fts5(`search_text`, tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3 4');
