import { render, screen } from '@testing-library/react';

import { ErrorBoundary } from './error-boundary';

function Broken(): never {
  throw new Error('Cannot read the reel');
}

describe('error boundary', () => {
  it("shows 'Something broke', a link home and the error message", () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Something broke' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go home' })).toHaveAttribute('href', '/');
    expect(screen.getByText('Cannot read the reel')).toBeInTheDocument();
  });
});
