import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { Pagination } from './pagination';

describe('pagination', () => {
  it('goes to a typed page from 1 to totalPages on Enter', async () => {
    const onPageChange = jest.fn();
    render(<Pagination page={1} totalPages={5} onPageChange={onPageChange} />);
    const input = screen.getByRole('spinbutton', { name: 'Page' });
    expect(input).toHaveAttribute('min', '1');
    expect(input).toHaveAttribute('max', '5');
    await userEvent.clear(input);
    await userEvent.type(input, '4{Enter}');
    expect(onPageChange).toHaveBeenCalledWith(4);
  });

  it.each([
    ['9', '5', 5],
    ['60', '5', 5],
    ['0', '1', 1],
    ['-3', '1', 1],
  ])('brings %s into range as it is typed, as page %s', async (typed, shown, page) => {
    const onPageChange = jest.fn();
    render(<Pagination page={2} totalPages={5} onPageChange={onPageChange} />);
    const input = screen.getByRole('spinbutton', { name: 'Page' });
    await userEvent.clear(input);
    await userEvent.type(input, typed);
    expect(input).toHaveValue(Number(shown));
    expect(input).toHaveAttribute('aria-invalid', 'false');
    await userEvent.type(input, '{Enter}');
    expect(onPageChange).toHaveBeenCalledWith(page);
  });

  it.each(['2.5', ''])('marks %p invalid and stays on the page', async (typed) => {
    const onPageChange = jest.fn();
    render(<Pagination page={1} totalPages={5} onPageChange={onPageChange} />);
    const input = screen.getByRole('spinbutton', { name: 'Page' });
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
