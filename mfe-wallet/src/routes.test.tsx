// The face's own route table drives these tests; SPEC.md §2 is checked against every face in
// tools/jest/spec-routes.test.ts.
import { describeRemoteFace } from '../../tools/jest/remote-face';
import face from './routes';

describeRemoteFace(face, {
  underConstruction: {
    except: [
      'wallet.claimCenter',
      'wallet.payMethods',
      'wallet.fundsHistory',
      'wallet.giftCode',
      'wallet.referral',
      'wallet.addFunds',
      'wallet.orders',
      'wallet.order',
      'wallet.recharge',
      'wallet.nftDeposit',
      'wallet.nftHistory',
      'wallet.deposit',
      'wallet.withdraw',
    ],
  },
});
