import { listReply, mockScreenApi, pathOf, renderScreen } from '../testing';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { screen } from '@testing-library/react';
import IdentityCardHome, { CARD_HOME_LINKS, CARD_HOME_TEXTS } from './IdentityCardHome';

const mocked = mockScreenApi((call) =>
  pathOf(call) === '/student' ? listReply([], 42) : undefined,
);

const Routed: ComponentType = () => (
  <MemoryRouter>
    <IdentityCardHome />
  </MemoryRouter>
);

describe('IdentityCardHome', () => {
  it('explains the cards, counts who can get one and links to both ways of printing', async () => {
    renderScreen(Routed);
    expect(screen.getByText(CARD_HOME_TEXTS.about)).toBeInTheDocument();
    expect(await screen.findByText('42')).toBeInTheDocument();
    expect(mocked.api.calls[0]?.params).toMatchObject({
      verificationStatus: 'verified',
      status: 'active',
    });
    expect(screen.getByRole('link', { name: CARD_HOME_TEXTS.oneLink })).toHaveAttribute(
      'href',
      CARD_HOME_LINKS.studentList,
    );
    expect(screen.getByRole('link', { name: CARD_HOME_TEXTS.manyLink })).toHaveAttribute(
      'href',
      CARD_HOME_LINKS.allCards,
    );
  });

  it('says when the count cannot be loaded', async () => {
    mocked.answer = () => ({ status: 500, data: {} });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderScreen(Routed);
    expect(await screen.findByText(CARD_HOME_TEXTS.countFailed)).toBeInTheDocument();
  });
});
