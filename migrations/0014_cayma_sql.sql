-- The cayma period starts at delivery (docs/law.md "Cayma"). Several paths move an order to 4 (the cargo
-- firm's tracking, the seller's shipment events, an editor's move), so the moment is taken here, once, by
-- whichever write gets there: the later of the write's own updated_at and the database's clock.
CREATE TRIGGER `orders_delivered_at` AFTER UPDATE OF `status` ON `orders`
WHEN NEW.`status` = 4 AND OLD.`status` <> 4 AND NEW.`delivered_at` IS NULL
BEGIN
  UPDATE `orders` SET `delivered_at` = max(NEW.`updated_at`, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER)) WHERE `id` = NEW.`id`;
END;
