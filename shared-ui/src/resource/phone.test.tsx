import '@hemis/shared-auth/src/testing-dom';
import { screen, within } from '@testing-library/react';
import { decimal, defineResourceContract, integer, status, text } from '@hemis/shared-contracts';
import { mockApiForEachTest } from '@hemis/shared-auth/src/testing';
import { emulateWindowWidth } from '../testing-screen';
import { FILTER_BAR_TEXTS } from '../list/FilterBar';
import { LIST_TABLE_TEXTS } from '../list/ListTable';
import { defineResource } from './defineResource';
import { listReply, pathOf, renderResourceScreen } from './testing';
import { addTexts } from '../i18n';

// The Nepali of this test's own fixtures (labels and messages no package declares): the kit
// renders them through the catalogue, and a screen test fails on a text without its Nepali.
addTexts('test-fixtures', {
  Author: 'लेखक',
  Book: 'पुस्तक',
  Lend: 'सापटी दिनुहोस्',
  Pages: 'पृष्ठ',
  'Price (NPR)': 'मूल्य (रु.)',
  Publisher: 'प्रकाशक',
});

const bookContract = defineResourceContract({
  name: 'Book',
  title: 'Book',
  module: 'setup',
  ownership: 'institution',
  fields: {
    title: text('Title'),
    author: text('Author', { filter: true }),
    publisher: text('Publisher'),
    pages: integer('Pages'),
    price: decimal('Price (NPR)', { min: 0, max: 1e9 }),
    status: status(),
  },
});
const declaration = {
  contract: bookContract,
  title: 'Books',
  keyColumns: ['title', 'author', 'status'],
  rowActions: [
    {
      label: 'Lend',
      run: async () => undefined,
      success: () => 'Lent',
      failure: 'Not lent.',
    },
  ],
} as const;
const Books = defineResource(declaration);
/** The same list without its add form. */
const BookList = defineResource({ ...declaration, show: 'list' });
const rows = [
  {
    id: 1,
    title: 'Muna Madan',
    author: 'Laxmi Prasad Devkota',
    publisher: 'Sajha',
    pages: 88,
    price: '22500.00',
    status: true,
  },
  {
    id: 2,
    title: 'Shirishko Phool',
    author: 'Parijat',
    publisher: 'Sajha',
    pages: 120,
    price: '350.00',
    status: false,
  },
];
mockApiForEachTest((call) => (pathOf(call) === '/book' ? listReply(rows) : undefined));

describe('a resource screen on a phone (390 px)', () => {
  let restore: () => void = () => undefined;
  beforeEach(() => {
    restore = emulateWindowWidth(390);
  });
  afterEach(() => restore());

  it('shows each row as a card: its title, its status, its key columns and its actions', async () => {
    const { user } = renderResourceScreen(Books);
    await screen.findByText('Muna Madan');
    expect(document.querySelector('.ant-table')).toBeNull();
    const cards = screen.getAllByTestId('list-card');
    expect(cards).toHaveLength(2);
    const first = cards[0] as HTMLElement;
    expect(within(first).getByTestId('list-card-title')).toHaveTextContent('Muna Madan');
    expect(within(first).getByText('Active')).toBeInTheDocument();
    expect(within(first).getByText('Laxmi Prasad Devkota')).toBeInTheDocument();
    const actions = within(first).getByTestId('list-card-actions');
    for (const name of ['Lend', 'Edit', 'Delete']) {
      expect(within(actions).getByRole('button', { name })).toBeInTheDocument();
    }
    expect(within(cards[1] as HTMLElement).getByText('Inactive')).toBeInTheDocument();
    // What is not a key column waits behind More.
    expect(within(first).queryByText('Sajha')).toBeNull();
    await user.click(within(first).getByRole('button', { name: LIST_TABLE_TEXTS.more }));
    expect(await within(first).findByText('Sajha')).toBeInTheDocument();
  });

  it('keeps the filters behind one Filters button, the search in sight', async () => {
    const { user } = renderResourceScreen(BookList);
    await screen.findByText('Muna Madan');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Status' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Author' })).toBeNull();
    await user.click(screen.getByRole('button', { name: FILTER_BAR_TEXTS.filters }));
    const drawer = await screen.findByTestId('filter-drawer');
    expect(within(drawer).getByRole('combobox', { name: 'Status' })).toBeInTheDocument();
    expect(within(drawer).getByRole('textbox', { name: 'Author' })).toBeInTheDocument();
  });

  it('lays the add form out in one column, an amount right-aligned at the full width', async () => {
    renderResourceScreen(Books);
    const form = await screen.findByTestId('resource-form-create');
    for (const column of form.querySelectorAll(':scope > .ant-row > .ant-col')) {
      expect(column).toHaveClass('ant-col-xs-24');
    }
    const price = within(form).getByRole('spinbutton', { name: 'Price (NPR)' });
    expect(price).toHaveStyle({ textAlign: 'right' });
  });
});
