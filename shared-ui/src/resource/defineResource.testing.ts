// Shared setup of the defineResource screen tests: the widget contract, its rows and the mocked API.
import '@hemis/shared-auth/src/testing-dom';
import {
  choice,
  defineResourceContract,
  integer,
  longText,
  reference,
  status,
  text,
} from '@hemis/shared-contracts';
import { mockApiForEachTest } from '@hemis/shared-auth/src/testing';
import { defineResource } from './defineResource';
import { listReply, pathOf } from './testing';
import { addTexts } from '../i18n';

// The Nepali of this test's own fixtures (labels and messages no package declares): the kit
// renders them through the catalogue, and a screen test fails on a text without its Nepali.
addTexts('test-fixtures', {
  Activate: 'सक्रिय बनाउनुहोस्',
  Alpha: 'अल्फा',
  'Approve widget': 'विजेट स्वीकृत गर्नुहोस्',
  Badge: 'ब्याज',
  'Badge Name': 'ब्याजको नाम',
  Badges: 'ब्याजहरू',
  Beta: 'बिटा',
  'Could not activate.': 'सक्रिय बनाउन सकिएन।',
  'Main Sites': 'मुख्य साइटहरू',
  Notes: 'टिप्पणी',
  Owner: 'स्वामित्व',
  'PNG only': 'PNG मात्र',
  Site: 'साइट',
  'Site Name': 'साइटको नाम',
  Sites: 'साइटहरू',
  Widget: 'विजेट',
  'Widget Management': 'विजेट व्यवस्थापन',
  'Widget Name': 'विजेटको नाम',
  'Widget changed!': 'विजेट परिवर्तन गरियो!',
  'Widget exists!': 'विजेट पहिले नै छ!',
  'Widget saved!': 'विजेट सुरक्षित गरियो!',
  Widgets: 'विजेटहरू',
  'Widgets of campus': 'क्याम्पसका विजेटहरू',
  'Widgets of nation': 'राष्ट्रका विजेटहरू',
});

export const widgetContract = defineResourceContract({
  name: 'Widget',
  title: 'Widget',
  module: 'setup',
  ownership: 'institution',
  updateMethod: 'PUT',
  fields: {
    ownerId: reference('Owner', 'Owner', 'ownerName', {
      required: 'Owner is required',
      createOnly: true,
    }),
    widgetName: text('Widget Name', { required: 'Widget Name is required', max: 50 }),
    kind: choice(
      'Kind',
      [
        { value: 'a', label: 'Alpha' },
        { value: 'b', label: 'Beta' },
      ],
      { required: 'Kind is required', filter: true },
    ),
    size: integer('Size', { min: 1, max: 4 }),
    notes: longText('Notes'),
    status: status(),
  },
  messages: { created: 'Widget saved!', updated: 'Widget changed!', conflict: 'Widget exists!' },
});

export const Widgets = defineResource({
  contract: widgetContract,
  title: 'Widget Management',
  filters: ['kind'],
  messages: { addFailure: (cause) => `Could not add: ${cause}` },
});

export const owners = [
  { id: 1, ownerName: 'First Owner' },
  { id: 2, ownerName: 'Second Owner' },
];
// Rows of the test user's campus (testUser: campus 49 of university 5).
export const ownCampus = { universityId: 5, campusId: 49 };
export const rows = [
  { id: 10, ownerId: 1, widgetName: 'Gear', kind: 'a', size: 2, notes: null, status: true },
  { id: 11, ownerId: 2, widgetName: 'Cog', kind: 'b', size: null, notes: null, status: false },
].map((row) => ({ ...row, ...ownCampus }));

export const mocked = mockApiForEachTest((call) => {
  if (pathOf(call) === '/owner') return listReply(owners);
  if (pathOf(call) === '/widget' && call.method === 'GET') return listReply(rows, 60);
  return undefined;
});

export const listCalls = () =>
  mocked.api.calls.filter((call) => call.method === 'GET' && pathOf(call) === '/widget');
export const lastList = () => listCalls().at(-1)?.params as Record<string, unknown>;
