import { createSiweMessage } from 'viem/siwe';
import { useConnection, useSignMessage } from 'wagmi';
import { useMutation, useQueryClient } from '@fc/shared/query';
import { bindWallet } from './api/bind-wallet';
import { connectorKeys } from './api/keys';
import { getWalletNonce } from './api/get-wallet-nonce';

/**
 * Binds the connected address: a nonce from the server, a SIWE message (EIP-4361) naming the site, the chain and the
 * nonce's expiry, signed in the wallet, then checked and recorded by the server.
 */
export function useBindWallet(statement: string) {
  const queryClient = useQueryClient();
  const connection = useConnection();
  const sign = useSignMessage();
  return useMutation({
    mutationFn: async () => {
      const { address, chainId } = connection;
      if (!address || chainId === undefined) throw new Error('no wallet connected');
      const nonce = await getWalletNonce();
      const message = createSiweMessage({
        address,
        chainId,
        domain: nonce.domain,
        uri: nonce.uri,
        nonce: nonce.nonce,
        version: '1',
        statement,
        issuedAt: new Date(),
        expirationTime: new Date(nonce.expiresAt * 1000),
      });
      const signature = await sign.mutateAsync({ account: address, message });
      return bindWallet({ message, signature });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: connectorKeys.bound() }),
  });
}
