// Standalone mode (`npm run dev -w mfe-wallet`); the composed site mounts ./routes in the shell instead.
import { mountStandalone } from '@fc/shared/standalone';
import face from './routes';

void mountStandalone(face);
