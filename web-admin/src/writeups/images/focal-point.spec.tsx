import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Writeup } from '@reviews/libs/contract';

import { callsTo, ok, stubApi } from '../../test/api-stub';
import { admin, aWriteup, config } from '../../test/fixtures';
import { renderConsole } from '../../test/render-console';

async function openEditor(overrides: Partial<Writeup> = {}) {
  const writeup = aWriteup({ poster: '/media/poster.webp', posterFocus: '30% 40%', ...overrides });
  const calls = stubApi({
    'GET /api/whoami': ok(admin),
    'GET /api/config': ok(config),
    [`GET /api/writeup/fetch/${writeup._id}`]: ok(writeup),
    'PATCH /api/writeup/': ({ body }) => ok({ ...writeup, ...(body as object) }),
  });
  renderConsole(`/edit/${writeup._id}`);
  await screen.findByRole('textbox', { name: 'Title' });
  return calls;
}

const picker = (description: string) =>
  screen.getByRole('button', { name: new RegExp(`^Portrait focal point: ${description}`) });
const across = () => screen.getByRole('spinbutton', { name: 'Portrait focal point: across (%)' });
const down = () => screen.getByRole('spinbutton', { name: 'Portrait focal point: down (%)' });

describe('focal point picker', () => {
  it('shows the stored point on the image and in the two fields', async () => {
    await openEditor();
    expect(picker('30% across, 40% down')).toBeInTheDocument();
    expect(screen.getByTestId('posterFocus-marker')).toHaveStyle({ left: '30%', top: '40%' });
    expect(across()).toHaveValue(30);
    expect(down()).toHaveValue(40);
  });

  it('moves the point with the arrow keys, ten at a time with Shift, never past the image', async () => {
    await openEditor();
    picker('30% across').focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{Shift>}{ArrowDown}{/Shift}');
    expect(picker('32% across, 50% down')).toHaveFocus();
    await userEvent.keyboard('{Shift>}{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}{/Shift}');
    expect(picker('32% across, 0% down')).toBeInTheDocument();
    expect(down()).toHaveValue(0);
  });

  it('sets the point where the image is clicked', async () => {
    await openEditor();
    const button = picker('30% across');
    button.getBoundingClientRect = () => ({ left: 100, top: 50, width: 200, height: 300 }) as DOMRect;
    fireEvent.click(button, { clientX: 150, clientY: 275, detail: 1 });
    expect(picker('25% across, 75% down')).toBeInTheDocument();
    expect(screen.getByTestId('posterFocus-marker')).toHaveStyle({ left: '25%', top: '75%' });
  });

  it('takes the point from the fields, kept within 0-100', async () => {
    await openEditor();
    fireEvent.change(across(), { target: { value: '72' } });
    fireEvent.change(down(), { target: { value: '140' } });
    expect(picker('72% across, 100% down')).toBeInTheDocument();
  });

  it('saves the point with the writeup', async () => {
    const calls = await openEditor();
    fireEvent.change(across(), { target: { value: '5' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(calls, 'PATCH', '/api/writeup/')).not.toHaveLength(0));
    expect(callsTo(calls, 'PATCH', '/api/writeup/')[0].body).toMatchObject({ posterFocus: '5% 40%' });
  });

  it('offers only the fields until there is an image', async () => {
    await openEditor({ poster: '' });
    expect(screen.queryByRole('button', { name: /^Portrait focal point/ })).not.toBeInTheDocument();
    expect(across()).toHaveValue(30);
  });
});
