import '@hemis/shared-auth/src/testing-dom';
import { screen } from '@testing-library/react';
import NotFoundPage from './NotFoundPage';
import { renderPage } from './LoginPage.testing';

describe('NotFoundPage', () => {
  it('says Oops! and takes the user to the homepage', async () => {
    const { user } = await renderPage(<NotFoundPage />, { path: '/nowhere' });
    expect(screen.getByText('Oops!')).toBeInTheDocument();
    expect(screen.getByText('404 Error: Page not found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to homepage' }));
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/$/);
  });
});
