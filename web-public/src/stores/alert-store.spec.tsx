import { act, render, screen } from '@testing-library/react';

import { AlertBanner } from '../components/alert-banner';
import { showAlert, useAlertStore } from './alert-store';

beforeEach(() => {
  jest.useFakeTimers();
  useAlertStore.getState().dismissAlert();
});
afterEach(() => jest.useRealTimers());

describe('alerts', () => {
  it('clears itself after 4500 ms', () => {
    render(<AlertBanner />);
    act(() => showAlert('Profile successfully updated', 'success'));
    expect(screen.getByRole('alert')).toHaveTextContent('Profile successfully updated');
    act(() => jest.advanceTimersByTime(4499));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('replaces the previous alert and restarts the timer', () => {
    render(<AlertBanner />);
    act(() => showAlert('First'));
    act(() => jest.advanceTimersByTime(3000));
    act(() => showAlert('Second', 'error'));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('alert')).toHaveTextContent('Second');
    act(() => jest.advanceTimersByTime(3000));
    expect(screen.getByRole('alert')).toHaveTextContent('Second');
    act(() => jest.advanceTimersByTime(1500));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('can be dismissed by hand', () => {
    render(<AlertBanner />);
    act(() => showAlert('Hello'));
    act(() => screen.getByRole('button', { name: 'Dismiss' }).click());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
