import '@hemis/shared-auth/src/testing-dom';
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BsAdDateInput } from './BsAdDateInput';

/** The input as a form holds it: the AD value in state, the BS one reported beside it. */
function Harness({ initial = null }: { initial?: string | null }) {
  const [ad, setAd] = useState<string | null>(initial);
  const [bs, setBs] = useState<string | null>(null);
  return (
    <>
      <BsAdDateInput value={ad} onChange={setAd} onBsChange={setBs} />
      <output data-testid="ad">{ad ?? 'none'}</output>
      <output data-testid="bs">{bs ?? 'none'}</output>
      <button type="button" onClick={() => setAd('2024-07-16')}>
        Restore
      </button>
    </>
  );
}

const user = () => userEvent.setup({ delay: null });

describe('BsAdDateInput', () => {
  it('fills AD from a whole BS date, and only then', async () => {
    const typing = user();
    render(<Harness />);
    await typing.type(screen.getByLabelText('Date (BS)'), '2061-04-0');
    expect(screen.getByTestId('ad')).toHaveTextContent('none');
    expect(screen.getByTestId('bs')).toHaveTextContent('2061-04-0');
    await typing.type(screen.getByLabelText('Date (BS)'), '1');
    expect(screen.getByTestId('ad')).toHaveTextContent('2004-07-16');
    expect(screen.getByLabelText('Date (AD)')).toHaveValue('2004-07-16');
  });

  it('fills BS from a chosen AD date and follows a value set from outside', async () => {
    const typing = user();
    render(<Harness initial="2004-07-16" />);
    expect(screen.getByLabelText('Date (BS)')).toHaveValue('2061-04-01');
    await typing.clear(screen.getByLabelText('Date (AD)'));
    await typing.type(screen.getByLabelText('Date (AD)'), '2004-07-17');
    expect(screen.getByLabelText('Date (BS)')).toHaveValue('2061-04-02');
    expect(screen.getByTestId('bs')).toHaveTextContent('2061-04-02');
    await typing.click(screen.getByRole('button', { name: 'Restore' }));
    expect(screen.getByLabelText('Date (BS)')).toHaveValue('2081-04-01');
  });

  it('says so when the BS date does not exist, and clears AD with BS', async () => {
    const typing = user();
    render(<Harness initial="2004-07-16" />);
    await typing.clear(screen.getByLabelText('Date (BS)'));
    expect(screen.getByTestId('ad')).toHaveTextContent('none');
    await typing.type(screen.getByLabelText('Date (BS)'), '2061-13-40');
    expect(screen.getByText('Not a BS date')).toBeInTheDocument();
    expect(screen.getByTestId('ad')).toHaveTextContent('none');
  });
});
