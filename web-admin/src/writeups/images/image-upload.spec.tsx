import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { ok, stubApi } from '../../test/api-stub';
import { admin, aWriteup, config } from '../../test/fixtures';
import { renderConsole } from '../../test/render-console';
import { stubUploads } from '../../../../jest/upload-stub';
// The console renders slowly under jsdom: give every wait the same room.
const ID = '0b6f1c2e-4a4b-4c1e-9d7a-2f3e4d5c6b7a';

function media(url: string) {
  return { _id: ID, url, width: 640, height: 960, variants: [] };
}

async function openEditor() {
  const writeup = aWriteup({ content: 'Before after' });
  stubApi({
    'GET /api/whoami': ok(admin),
    'GET /api/config': ok(config),
    [`GET /api/writeup/fetch/${writeup._id}`]: ok(writeup),
  });
  const uploads = stubUploads();
  renderConsole(`/edit/${writeup._id}`);
  await screen.findByRole('textbox', { name: 'Title' });
  return uploads;
}

const image = (name = 'dune.png') =>
  new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

describe('poster and banner uploads', () => {
  it('uploads a picked poster with progress, then fills the field and shows the preview', async () => {
    const uploads = await openEditor();
    await userEvent.upload(screen.getByLabelText('Upload portrait image'), image());
    expect(uploads).toHaveLength(1);
    expect(uploads[0]).toMatchObject({ method: 'POST', url: '/api/media' });
    expect(uploads[0].form.get('purpose')).toBe('poster');
    expect(uploads[0].form.has('file')).toBe(true);

    act(() => uploads[0].progress(0.4));
    expect(screen.getByRole('progressbar', { name: 'Uploading poster' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    act(() => uploads[0].respond(201, media(`/media/${ID}/640x960.webp`)));

    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Poster' })).toHaveValue(`/media/${ID}/640x960.webp`),
    );
    expect(screen.getByRole('img', { name: 'Poster preview' })).toHaveAttribute(
      'src',
      `/media/${ID}/640x960.webp`,
    );
    expect(screen.queryByRole('progressbar', { name: 'Uploading poster' })).not.toBeInTheDocument();
  });

  it('uploads a banner dropped on it', async () => {
    const uploads = await openEditor();
    fireEvent.drop(screen.getByRole('textbox', { name: 'Banner image' }), {
      dataTransfer: { files: [image('wide.jpg')] },
    });
    expect(uploads[0].form.get('purpose')).toBe('image');
    act(() => uploads[0].respond(201, media(`/media/${ID}/1920x810.webp`)));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Banner image' })).toHaveValue(`/media/${ID}/1920x810.webp`),
    );
  });

  it("shows the server's refusal and leaves the field as it was", async () => {
    const uploads = await openEditor();
    const before = (screen.getByRole('textbox', { name: 'Poster' }) as HTMLInputElement).value;
    await userEvent.upload(screen.getByLabelText('Upload portrait image'), image('notes.png'));
    act(() =>
      uploads[0].respond(415, {
        statusCode: 415,
        error: 'Unsupported Media Type',
        message: 'Upload a JPEG, PNG, WebP, AVIF or GIF image',
      }),
    );
    expect(await screen.findByText('Upload a JPEG, PNG, WebP, AVIF or GIF image')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Poster' })).toHaveValue(before);
  });
});

describe('content images', () => {
  it('ask for alt text and a caption while uploading, then become markdown at the cursor', async () => {
    const uploads = await openEditor();
    const content = screen.getByRole('textbox', { name: 'Content' }) as HTMLTextAreaElement;
    content.setSelectionRange(7, 7);
    fireEvent.paste(content, { clipboardData: { files: [image('still frame.png')] } });
    expect(uploads[0].form.get('purpose')).toBe('content');
    const dialog = await screen.findByRole('dialog', { name: 'Describe the image' });
    // The file's name is only a suggestion for the alt text.
    expect(within(dialog).getByRole('textbox', { name: 'Alt text' })).toHaveValue('still frame');
    act(() => uploads[0].respond(201, media(`/media/${ID}/640x360.webp`)));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Insert' }));
    await waitFor(() => expect(content).toHaveValue(`Before ![still frame](/media/${ID}/640x360.webp)after`));
  });

  it('put a captioned image in a paragraph of its own, where it shows as a figure', async () => {
    const uploads = await openEditor();
    const content = screen.getByRole('textbox', { name: 'Content' }) as HTMLTextAreaElement;
    content.setSelectionRange(7, 7);
    fireEvent.paste(content, { clipboardData: { files: [image('IMG_0042.png')] } });
    const dialog = await screen.findByRole('dialog', { name: 'Describe the image' });
    const alt = within(dialog).getByRole('textbox', { name: 'Alt text' });
    await userEvent.clear(alt);
    expect(within(dialog).getByRole('button', { name: 'Insert' })).toBeDisabled();
    await userEvent.type(alt, 'Paul walks the dune');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Caption (optional)' }),
      'Arrakis, at "dawn"',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Insert' }));
    act(() => uploads[0].respond(201, media(`/media/${ID}/640x360.webp`)));
    const markdown = `![Paul walks the dune](/media/${ID}/640x360.webp "Arrakis, at \\"dawn\\"")`;
    await waitFor(() => expect(content).toHaveValue(`Before \n\n${markdown}\n\nafter`));
    // While the dialog fades out, the page behind it is hidden from assistive technology.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const figure = within(screen.getByRole('region', { name: 'Content preview' })).getByRole('figure');
    expect(within(figure).getByRole('img', { name: 'Paul walks the dune' })).toBeInTheDocument();
    expect(figure).toHaveTextContent('Arrakis, at "dawn"');
  });

  it('insert nothing when the writer cancels', async () => {
    const uploads = await openEditor();
    const content = screen.getByRole('textbox', { name: 'Content' });
    fireEvent.paste(content, { clipboardData: { files: [image()] } });
    const dialog = await screen.findByRole('dialog', { name: 'Describe the image' });
    act(() => uploads[0].respond(201, media(`/media/${ID}/640x360.webp`)));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(content).toHaveValue('Before after');
  });

  it('leave a plain text paste to the text box', async () => {
    const uploads = await openEditor();
    fireEvent.paste(screen.getByRole('textbox', { name: 'Content' }), { clipboardData: { files: [] } });
    expect(uploads).toHaveLength(0);
  });
});
