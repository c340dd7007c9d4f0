import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { Pagination } from './pagination';

describe('pagination', () => {
  it('goes to a typed page from 1 to totalPages on Enter', async () => {
    const onPageChange = jest.fn();
    render(<Pagination page={1} totalPages={5} onPageChange={onPageChange} />);
    const input = screen.getByRole('textbox', { name: 'Page' });
    await userEvent.clear(input);
    await userEvent.type(input, '4{Enter}');
    expect(onPageChange).toHaveBeenCalledWith(4);
  });

  it.each(['0', '6', '2.5', 'abc'])('refuses %s', async (typed) => {
    const onPageChange = jest.fn();
    render(<Pagination page={1} totalPages={5} onPageChange={onPageChange} />);
    const input = screen.getByRole('textbox', { name: 'Page' });
    await userEvent.clear(input);
    await userEvent.type(input, `${typed}{Enter}`);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(onPageChange).not.toHaveBeenCalled();
  });

  it('steps with Previous and Next, disabled at the ends', async () => {
    const onPageChange = jest.fn();
    render(<Pagination page={5} totalPages={5} onPageChange={onPageChange} />);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPageChange).toHaveBeenCalledWith(4);
  });

  it('is hidden when there is one page', () => {
    render(<Pagination page={1} totalPages={1} onPageChange={jest.fn()} />);
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });
});
