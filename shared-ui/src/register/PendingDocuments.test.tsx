import '@hemis/shared-auth/src/testing-dom';
import { render, screen, within } from '@testing-library/react';
import { AppProviders } from '../AppProviders';
import { emulateWindowWidth } from '../testing-screen';
import { PendingDocuments } from './PendingDocuments';
import { addTexts } from '../i18n';

// The Nepali of this test's own fixtures (labels and messages no package declares): the kit
// renders them through the catalogue, and a screen test fails on a text without its Nepali.
addTexts('test-fixtures', {
  'SEE Certificate': 'एसईई प्रमाणपत्र',
});

const types = [{ value: 'see', label: 'SEE Certificate' }];
const documents = [
  {
    key: 1,
    documentType: 'see',
    title: 'Marksheet',
    file: new File(['%PDF-'], 'see.pdf', { type: 'application/pdf' }),
  },
];

function renderDocuments() {
  return render(
    <AppProviders styleMock="server">
      <PendingDocuments
        types={types}
        selectWidth={220}
        texts={{ documentsTitle: 'Documents', addDocument: 'Add document' }}
        documents={documents}
        onChange={() => undefined}
      />
    </AppProviders>,
  );
}

describe("a register's documents step on a phone (390 px)", () => {
  let restore: () => void = () => undefined;
  afterEach(() => restore());

  it('stands its inputs one under another and shows each chosen document as a card', () => {
    restore = emulateWindowWidth(390);
    const { container } = renderDocuments();
    expect(container.querySelector('.ant-form-inline')).toBeNull();
    expect(container.querySelector('.ant-form-vertical')).not.toBeNull();
    expect(container.querySelector('.ant-table')).toBeNull();
    const card = screen.getByTestId('list-card');
    expect(within(card).getByTestId('list-card-title')).toHaveTextContent('SEE Certificate');
    expect(within(card).getByText('see.pdf')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Remove' })).toBeInTheDocument();
  });

  it('keeps the inputs in a row and the table on a laptop', () => {
    restore = emulateWindowWidth(1366);
    const { container } = renderDocuments();
    expect(container.querySelector('.ant-form-inline')).not.toBeNull();
    expect(within(screen.getByRole('table')).getByText('see.pdf')).toBeInTheDocument();
  });
});
