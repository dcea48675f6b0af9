-- A sale's contract is the text as it stood at the sale: nothing may rewrite it (docs/law.md "The contract at the sale").
CREATE TRIGGER `sale_contracts_immutable` BEFORE UPDATE ON `sale_contracts`
BEGIN
  SELECT RAISE(ABORT, 'sale_contracts rows are immutable');
END;
