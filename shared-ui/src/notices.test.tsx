import '@hemis/shared-auth/src/testing-dom';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { StyleProvider } from '@ant-design/cssinjs';
import { AppProviders } from './AppProviders';
import { changeLanguage } from './i18n';
import { KIT_NE } from './i18n/ne';
import { NOTICE_TOP_PX } from './noticeDefaults';
import { NOTICE_SECONDS, useNotice, type Notices } from './notices';

function Harness({ onReady }: { onReady: (notices: Notices) => void }) {
  const notices = useNotice();
  onReady(notices);
  return null;
}

function renderNotices() {
  let notices: Notices | null = null;
  render(
    <AppProviders styleMock="server">
      <Harness onReady={(value) => (notices = value)} />
    </AppProviders>,
  );
  if (!notices) throw new Error('useNotice did not render');
  return notices as Notices;
}

describe('useNotice', () => {
  it("uses the spec's durations: success 2 s, error, info and warning 4 s, loading until closed, notifications 5 s", () => {
    expect(NOTICE_SECONDS).toEqual({
      success: 2,
      error: 4,
      info: 4,
      warning: 4,
      loading: 0,
      notification: 5,
    });
  });

  it('shows each kind of notice', async () => {
    const notices = renderNotices();
    act(() => {
      notices.success('Saved!');
      notices.error('Failed!');
      notices.info('For your information');
      notices.warning('Careful');
      notices.notify({ kind: 'success', title: 'Done', description: 'All records saved.' });
    });
    for (const text of ['Saved!', 'Failed!', 'For your information', 'Careful', 'Done']) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
    expect(screen.getByText('All records saved.')).toBeInTheDocument();
    // Every kind at the top right, below the header: none at the top centre over the menu.
    const corner = document.querySelector('.ant-notification-topRight') as HTMLElement;
    expect(corner).not.toBeNull();
    for (const text of ['Saved!', 'Failed!', 'For your information', 'Careful', 'Done']) {
      expect(corner).toContainElement(screen.getByText(text));
    }
    expect(corner.style.getPropertyValue('--notification-top')).toBe(`${NOTICE_TOP_PX}px`);
    expect(document.querySelector('.ant-message')).toBeNull();
  });

  it('closes a success notice after 2 seconds but keeps an error for 4', async () => {
    jest.useFakeTimers();
    const notices = renderNotices();
    act(() => {
      notices.success('Saved!');
      notices.error('Failed!');
    });
    await screen.findByText('Failed!');
    act(() => {
      jest.advanceTimersByTime(2500);
    });
    await waitFor(() => expect(screen.queryByText('Saved!')).not.toBeInTheDocument());
    expect(screen.getByText('Failed!')).toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(2000);
    });
    await waitFor(() => expect(screen.queryByText('Failed!')).not.toBeInTheDocument());
    jest.useRealTimers();
  });

  it('keeps a loading notice until it is closed', async () => {
    jest.useFakeTimers();
    const notices = renderNotices();
    let close: () => void = () => undefined;
    act(() => {
      close = notices.loading('Working...');
    });
    await screen.findByText('Working...');
    act(() => {
      jest.advanceTimersByTime(60_000);
    });
    expect(screen.getByText('Working...')).toBeInTheDocument();
    act(() => close());
    await waitFor(() => expect(screen.queryByText('Working...')).not.toBeInTheDocument());
    jest.useRealTimers();
  });

  it('works from an event handler', async () => {
    function Button() {
      const notice = useNotice();
      return (
        <button type="button" onClick={() => notice.success('Clicked!')}>
          Go
        </button>
      );
    }
    render(
      <StyleProvider mock="server">
        <App>
          <Button />
        </App>
      </StyleProvider>,
    );
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(await screen.findByText('Clicked!')).toBeInTheDocument();
  });

  it('shows an open notice in the language the user switches to', async () => {
    const notices = renderNotices();
    act(() => notices.info('Export'));
    expect(await screen.findByText('Export')).toBeInTheDocument();
    // jest.setup puts the language back after each test.
    await act(() => changeLanguage('ne'));
    expect(await screen.findByText(KIT_NE.Export ?? 'no Nepali text')).toBeInTheDocument();
    expect(screen.queryByText('Export')).toBeNull();
  });
});
