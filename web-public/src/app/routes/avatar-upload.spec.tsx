import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { bodiesSentTo, stubApi } from '../../test/api-stub';
import { aUser } from '../../test/fixtures';
import { renderApp, resetStores } from '../../test/render-app';
import { stubUploads } from '../../../../jest/upload-stub';

beforeEach(resetStores);

// A member who has not filled in their bio: the profile's Save stays disabled, the picture does not wait.
const member = aUser({ username: 'moviebuff', watching: 'The Bear', bio: '' });
const AVATAR = '/media/0b6f1c2e-4a4b-4c1e-9d7a-2f3e4d5c6b7a/400x400.webp';
const picture = () => new File([new Uint8Array([255, 216, 255])], 'me.jpg', { type: 'image/jpeg' });

async function openSettings() {
  const api = stubApi({
    'GET /api/whoami': member,
    'PUT /api/user/avatar': (_url: URL, init?: RequestInit) => ({
      ...member,
      ...JSON.parse(String(init?.body)),
    }),
  });
  const uploads = stubUploads();
  renderApp('/settings');
  await screen.findByRole('heading', { name: 'Settings' });
  return { api, uploads };
}

describe('avatar upload in settings', () => {
  it('uploads a picture with progress and saves its site URL at once through its own call', async () => {
    const { api, uploads } = await openSettings();
    await userEvent.upload(screen.getByLabelText('Upload a picture'), picture());
    expect(uploads).toHaveLength(1);
    expect(uploads[0]).toMatchObject({ method: 'POST', url: '/api/media' });
    expect(uploads[0].form.get('purpose')).toBe('avatar');

    act(() => uploads[0].progress(0.5));
    expect(screen.getByRole('progressbar', { name: 'Uploading picture' })).toHaveAttribute('value', '50');
    act(() => uploads[0].respond(201, { _id: 'm1', url: AVATAR, width: 400, height: 400, variants: [] }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Picture updated');
    expect(bodiesSentTo(api, 'PUT /api/user/avatar')).toEqual([{ picture: AVATAR }]);
    expect(screen.getByLabelText('Picture URL')).toHaveValue(AVATAR);
    const form = screen.getByRole('form', { name: 'Picture' });
    const preview = within(form).getByRole('img', { name: 'moviebuff' });
    expect(preview).toHaveAttribute('src', AVATAR);
    expect(preview.getAttribute('srcset')).toContain('/400x400.webp 400w');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(screen.getByText('Please fill out all fields')).toBeInTheDocument();
  });

  it("shows the server's refusal and keeps the picture as it was", async () => {
    const { api, uploads } = await openSettings();
    await userEvent.upload(screen.getByLabelText('Upload a picture'), picture());
    act(() =>
      uploads[0].respond(415, {
        statusCode: 415,
        error: 'Unsupported Media Type',
        message: 'Upload a JPEG, PNG, WebP, AVIF or GIF image',
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Upload a JPEG, PNG, WebP, AVIF or GIF image');
    expect(screen.getByLabelText('Picture URL')).toHaveValue('');
    expect(bodiesSentTo(api, 'PUT /api/user/avatar')).toEqual([]);
  });
});
