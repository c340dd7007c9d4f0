import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { confirmDialog } from '../stores/modal-store';
import { ConfirmDialog } from './confirm-dialog';

describe('confirmation dialog', () => {
  it('asks with Ok and Cancel by default and resolves with the answer', async () => {
    render(<ConfirmDialog />);
    let answer: Promise<boolean> = Promise.resolve(false);
    act(() => {
      answer = confirmDialog({ message: 'Are you sure you want to delete this comment?' });
    });
    expect(await screen.findByText('Are you sure you want to delete this comment?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ok' }));
    await expect(answer).resolves.toBe(true);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('answers false on Cancel and on Escape', async () => {
    render(<ConfirmDialog />);
    let first: Promise<boolean> = Promise.resolve(true);
    act(() => {
      first = confirmDialog({ message: 'Delete?' });
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await expect(first).resolves.toBe(false);

    let second: Promise<boolean> = Promise.resolve(true);
    act(() => {
      second = confirmDialog({ message: 'Delete again?', confirmLabel: 'Delete' });
    });
    expect(await screen.findByRole('button', { name: 'Delete' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(second).resolves.toBe(false);
  });
});
