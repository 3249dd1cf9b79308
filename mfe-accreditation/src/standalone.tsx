import { renderStandalone } from '@hemis/shared-ui';
import remoteModule from './module';

// Runs this module alone against the API (`npm start -w @hemis/mfe-accreditation`).
renderStandalone(remoteModule, { apiBaseUrl: process.env.HEMIS_API_BASE });
