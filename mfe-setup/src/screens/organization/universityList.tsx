import { defineResource } from '@hemis/shared-ui';
import { universityDeclaration } from './university';

/** The university list, each editable in its dialog (registration is its own screen). */
export default defineResource({ ...universityDeclaration, title: 'University List', show: 'list' });
