import { renderStandalone } from '@hemis/shared-ui';
import module from './module';

// Runs this module alone against the API (`npm start -w @hemis/@hemis/mfe-exams`).
renderStandalone(module, { apiBaseUrl: process.env.HEMIS_API_BASE });
