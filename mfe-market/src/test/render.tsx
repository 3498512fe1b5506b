// Pages of this remote render with its strings, as the shell would mount them: the face's, and the whole namespace's
// English that every page but the home page brings along (routes.tsx `withEnglish`).
import { addRemoteResources, i18n } from '@fc/shared';
import en from '../locales/en/market.json';
import face from '../routes';

addRemoteResources(face.namespace, face.resources);
i18n.addResourceBundle('en', face.namespace, en, true, false);

export { currentLocation, renderPage } from '@fc/shared/testing';
