-- Chains (modules/chain), DOMAIN.md "Wallet and payments" and "Chains, payments and resources": the contracts the API
-- deployed on each chain, the deposit address of each user on each chain (BIP-32 from the server's mnemonic), the
-- deposit watcher's progress and every deposit it saw, and the cards withdrawn as NFTs.

-- TMT and GOAL (ERC-20) and the card (ERC-721) per chain. A row whose address holds no code (a fresh development node)
-- is replaced by a new deployment at start.
CREATE TABLE chain_contracts (
  chain_id integer NOT NULL CHECK (chain_id IN (56, 1)),
  name text NOT NULL CHECK (name IN ('TMT', 'GOAL', 'CARD')),
  -- Checksummed (viem getAddress).
  address text NOT NULL CHECK (address ~ '^0x[0-9a-fA-F]{40}$'),
  deployed_block bigint NOT NULL CHECK (deployed_block >= 0),
  recorded_at timestamptz NOT NULL,
  PRIMARY KEY (chain_id, name)
);

-- One deposit address per user and chain, derived at `derivation_path` of the mnemonic; tokens and cards alike.
CREATE TABLE chain_deposit_addresses (
  user_id bigint NOT NULL REFERENCES users (id),
  chain_id integer NOT NULL CHECK (chain_id IN (56, 1)),
  address text NOT NULL CHECK (address ~ '^0x[0-9a-fA-F]{40}$'),
  derivation_path text NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, chain_id),
  UNIQUE (chain_id, address)
);

-- The deposit watcher's position on each chain: the next block to read, and the hash of the block before it (a
-- different hash there means a reorg reached behind the position). A scan step writes its findings only under this
-- row's lock and only if the position is still the one it read, so two API processes never record a step twice.
-- Reset to the deployment block when the contracts are deployed (a fresh development node).
CREATE TABLE chain_cursors (
  chain_id integer PRIMARY KEY CHECK (chain_id IN (56, 1)),
  next_block bigint NOT NULL CHECK (next_block >= 0),
  -- The hash of block next_block - 1 when it was read; null before the first scan.
  last_block_hash text CHECK (last_block_hash ~ '^0x[0-9a-f]{64}$'),
  updated_at timestamptz NOT NULL
);

-- Every transfer to a deposit address: an ERC-20 Transfer of TMT/GOAL, a native BNB transfer (log_index -1: a
-- transaction has one value), or an ERC-721 Transfer of our card. Unique per (chain, tx, log): seen twice, recorded
-- once; credited only when it moves to `confirmed`, in the transaction that writes the ledger row.
CREATE TABLE chain_deposits (
  id bigserial PRIMARY KEY,
  chain_id integer NOT NULL CHECK (chain_id IN (56, 1)),
  tx_hash text NOT NULL CHECK (tx_hash ~ '^0x[0-9a-f]{64}$'),
  log_index integer NOT NULL CHECK (log_index >= -1),
  block_number bigint NOT NULL CHECK (block_number >= 0),
  block_hash text NOT NULL CHECK (block_hash ~ '^0x[0-9a-f]{64}$'),
  user_id bigint NOT NULL REFERENCES users (id),
  to_address text NOT NULL,
  from_address text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('token', 'nft')),
  currency text CHECK (currency IN ('BNB', 'TMT', 'GOAL')),
  amount numeric(78, 0) CHECK (amount > 0),
  token_id text CHECK (token_id ~ '^[0-9]{1,78}$'),
  -- The card a confirmed NFT deposit brought back.
  card_id bigint REFERENCES cards (id),
  status text NOT NULL CHECK (status IN ('pending', 'confirming', 'confirmed', 'failed')),
  confirmations integer NOT NULL CHECK (confirmations >= 0),
  -- Why a deposit failed: reorged (its block left the chain), unknown_card (a tokenId we never minted), …
  failure text,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  confirmed_at timestamptz,
  UNIQUE (chain_id, tx_hash, log_index),
  CONSTRAINT chain_deposits_what CHECK (
    (kind = 'token' AND currency IS NOT NULL AND amount IS NOT NULL AND token_id IS NULL)
    OR (kind = 'nft' AND currency IS NULL AND amount IS NULL AND token_id IS NOT NULL)),
  CONSTRAINT chain_deposits_failure CHECK ((status = 'failed') = (failure IS NOT NULL)),
  CONSTRAINT chain_deposits_confirmed CHECK ((status = 'confirmed') = (confirmed_at IS NOT NULL))
);
CREATE INDEX chain_deposits_user_idx ON chain_deposits (user_id, id);
CREATE INDEX chain_deposits_open_idx ON chain_deposits (chain_id, block_number) WHERE status IN ('pending', 'confirming');

-- A card withdrawn as an NFT: the card goes `transfer` (card state machine) when requested, the job mints it (same
-- tokenId) to `address` on `chain_id`, and it leaves the platform (`unavailable`) once the mint is confirmed; a failed
-- mint gives the card back. One open withdrawal per card.
CREATE TABLE nft_withdrawals (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  card_id bigint NOT NULL REFERENCES cards (id),
  token_id text NOT NULL CHECK (token_id ~ '^[0-9]{1,78}$'),
  chain_id integer NOT NULL CHECK (chain_id IN (56, 1)),
  address text NOT NULL CHECK (address ~ '^0x[0-9a-fA-F]{40}$'),
  status text NOT NULL CHECK (status IN ('requested', 'sent', 'confirmed', 'failed')),
  tx_hash text CHECK (tx_hash ~ '^0x[0-9a-f]{64}$'),
  block_number bigint,
  confirmations integer NOT NULL DEFAULT 0 CHECK (confirmations >= 0),
  failure text,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  CONSTRAINT nft_withdrawals_sent CHECK (status NOT IN ('sent', 'confirmed') OR tx_hash IS NOT NULL),
  CONSTRAINT nft_withdrawals_failure CHECK ((status = 'failed') = (failure IS NOT NULL))
);
CREATE UNIQUE INDEX nft_withdrawals_open_card_idx ON nft_withdrawals (card_id) WHERE status IN ('requested', 'sent');
CREATE INDEX nft_withdrawals_user_idx ON nft_withdrawals (user_id, id);

-- Deposits publish their progress to the owner's live stream.
ALTER TABLE live_events DROP CONSTRAINT live_events_type_check;
ALTER TABLE live_events ADD CONSTRAINT live_events_type_check CHECK (type IN ('messages', 'balance', 'card', 'deposit'));
