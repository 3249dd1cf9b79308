import { defineResource } from '@hemis/shared-ui';
import { universityDeclaration } from './university';

/** University registration: the add form and the universities registered so far. */
export default defineResource(universityDeclaration);
