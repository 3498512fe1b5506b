// Pages of this remote render with its strings, as the shell would mount them.
import { addRemoteResources } from '@fc/shared';
import face from '../routes';

addRemoteResources(face.namespace, face.resources);

export { currentLocation, renderPage } from '@fc/shared/testing';
