import '@hemis/shared-auth/src/testing-dom';
import { screen, within } from '@testing-library/react';
import { defineResourceContract, integer, status, text } from '@hemis/shared-contracts';
import { mockApiForEachTest } from '@hemis/shared-auth/src/testing';
import { emulateWindowWidth } from '../testing-screen';
import { defineResource } from './defineResource';
import { listReply, pathOf, renderResourceScreen } from './testing';
import { addTexts } from '../i18n';

// The Nepali of this test's own fixtures (labels and messages no package declares): the kit
// renders them through the catalogue, and a screen test fails on a text without its Nepali.
addTexts('test-fixtures', {
  Author: 'लेखक',
  Book: 'पुस्तक',
  Copies: 'प्रतिहरू',
  Pages: 'पृष्ठ',
  Publisher: 'प्रकाशक',
  Shelf: 'दराज',
});

const bookContract = defineResourceContract({
  name: 'Book',
  title: 'Book',
  module: 'setup',
  ownership: 'institution',
  fields: {
    title: text('Title'),
    author: text('Author'),
    publisher: text('Publisher'),
    pages: integer('Pages'),
    shelf: text('Shelf'),
    status: status(),
  },
});
const Books = defineResource({
  contract: bookContract,
  title: 'Books',
  keyColumns: ['title', 'author', 'status', 'copies'],
  extraColumns: [{ key: 'copies', title: 'Copies', render: () => 'Three copies' }],
});
const rows = [
  {
    id: 1,
    title: 'Muna Madan',
    author: 'Laxmi Prasad Devkota',
    publisher: 'Sajha',
    pages: 88,
    shelf: 'B-12',
    status: true,
    campusId: 49,
    universityId: 5,
  },
];
mockApiForEachTest((call) => (pathOf(call) === '/book' ? listReply(rows) : undefined));

const headers = () =>
  within(screen.getByRole('table'))
    .getAllByRole('columnheader')
    .map((header) => header.textContent?.trim())
    .filter(Boolean);

describe('key columns by screen width', () => {
  let restore: () => void = () => undefined;
  afterEach(() => restore());

  it('keeps only the key columns on a laptop (1366 px); a row opens to show the rest', async () => {
    restore = emulateWindowWidth(1366);
    const { user } = renderResourceScreen(Books);
    await screen.findByText('Muna Madan');
    expect(headers()).toEqual(['S.N.', 'Title', 'Author', 'Status', 'Copies', 'Action']);
    expect(screen.queryByText('Sajha')).toBeNull();
    await user.click(screen.getByRole('button', { name: /expand row/i }));
    const details = await screen.findByText('Sajha');
    const more = details.closest('.ant-descriptions') as HTMLElement;
    expect(within(more).getByText('Publisher')).toBeInTheDocument();
    expect(within(more).getByText('88')).toBeInTheDocument();
    expect(within(more).getByText('B-12')).toBeInTheDocument();
  });

  it('shows every column on a wide screen, with the actions fixed at the right', async () => {
    restore = emulateWindowWidth(1920);
    renderResourceScreen(Books);
    await screen.findByText('Muna Madan');
    expect(headers()).toEqual([
      'S.N.',
      'Title',
      'Author',
      'Publisher',
      'Pages',
      'Shelf',
      'Status',
      'Copies',
      'Action',
    ]);
    expect(screen.queryByRole('button', { name: /expand row/i })).toBeNull();
  });
});
