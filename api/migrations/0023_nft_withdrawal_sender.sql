-- NFT withdrawals go through the hot-wallet sender like token withdrawals: requested → sending (the signed mint and
-- its hash recorded before it is broadcast, so a restart re-sends the same bytes) → sent → confirmed | failed.
ALTER TABLE nft_withdrawals DROP CONSTRAINT nft_withdrawals_status_check;
ALTER TABLE nft_withdrawals ADD CONSTRAINT nft_withdrawals_status_check CHECK (status IN ('requested', 'sending', 'sent', 'confirmed', 'failed'));
ALTER TABLE nft_withdrawals DROP CONSTRAINT nft_withdrawals_sent;
ALTER TABLE nft_withdrawals ADD CONSTRAINT nft_withdrawals_sent CHECK (status NOT IN ('sending', 'sent', 'confirmed') OR tx_hash IS NOT NULL);
ALTER TABLE nft_withdrawals ADD COLUMN from_address text;
ALTER TABLE nft_withdrawals ADD COLUMN nonce integer;
ALTER TABLE nft_withdrawals ADD COLUMN raw_tx text;
ALTER TABLE nft_withdrawals ADD COLUMN confirmed_at timestamptz;
DROP INDEX nft_withdrawals_open_card_idx;
CREATE UNIQUE INDEX nft_withdrawals_open_card_idx ON nft_withdrawals (card_id) WHERE status IN ('requested', 'sending', 'sent');
CREATE INDEX nft_withdrawals_open_idx ON nft_withdrawals (chain_id, id) WHERE status IN ('requested', 'sending', 'sent');
