// @vitest-environment jsdom
/**
 * The attachments of a document's form: the files in order with thumbnails, links and sizes, Remove,
 * more added by upload (progress, Cancel, why one failed), each put at the end as it arrives; no
 * picker for who may not upload.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../test/fakeServer';
import { renderApp, users } from '../../test/renderApp';
import { serveFiles, storedFile, uploads } from './fakeUploads';

vi.mock('./upload', async () => (await import('./fakeUploads')).fakeUploadModule);

const server = fakeServer();
const { AttachmentsField } = await import('./AttachmentsField');
beforeEach(() => {
  server.calls.splice(0);
  uploads.splice(0);
});

const RECORDS = [storedFile(41, 'fire.jpg', { size: 2048 }), storedFile(42, 'permit.pdf', { size: 3 * 1024 * 1024 }), storedFile(43, 'crew.png'), storedFile(44, 'map.png')];
const uploader = { ...users.producer, roles: [...users.producer.roles, 'ROLE_MEDIA_WRITE'] };

/** A form holding the ids, as the assignment dialog and the reportage editor do. */
function Form({ start, onUploading }: { start: number[]; onUploading?: (u: boolean) => void }) {
  const [ids, setIds] = useState(start);
  return (
    <>
      <AttachmentsField id="doc-attachments" ids={ids} onChange={setIds} onUploadingChange={onUploading} />
      <output data-testid="ids">{ids.join(',')}</output>
    </>
  );
}

async function open(start: number[], me: object = uploader, onUploading?: (u: boolean) => void) {
  server.on('GET /api/users/me', { body: me });
  serveFiles(server, RECORDS);
  return renderApp(<Form start={start} onUploading={onUploading} />, { path: '/', route: '/' });
}

const lines = () => within(screen.getByTestId('doc-attachments-list')).getAllByRole('listitem');
const ids = () => screen.getByTestId('ids').textContent;
const photo = (name: string) => new File([new Uint8Array(2048)], name, { type: 'image/jpeg' });

describe('AttachmentsField', () => {
  it('lists the files in their order: a thumbnail and a link for an image, a download for another file, each with its size', async () => {
    await open([42, 41]);
    await waitFor(() => expect(lines().map((li) => li.dataset.testid)).toEqual(['doc-attachments-list-42', 'doc-attachments-list-41']));
    await waitFor(() => expect(screen.getByTestId('doc-attachments-list-42').textContent).toContain('permit.pdf'));
    expect(server.calls.find((c) => c.path === '/api/files')?.search).toBe('?ids=42,41');
    const pdf = within(screen.getByTestId('doc-attachments-list-42')).getByTestId('attachment-link');
    expect([pdf.getAttribute('href'), pdf.getAttribute('download'), pdf.textContent]).toEqual(['/api/files/42', 'permit.pdf', 'PDFpermit.pdf3 MB']);
    const image = within(screen.getByTestId('doc-attachments-list-41')).getByTestId('attachment-link');
    expect([image.getAttribute('href'), image.getAttribute('target'), image.textContent]).toEqual(['/api/files/41', '_blank', 'fire.jpg2 kB']);
    expect(within(image).getByTestId('attachment-thumb').getAttribute('src')).toBe('/api/files/41/thumbnail');
  });

  it('removes one, keeping the others in order', async () => {
    const { user } = await open([41, 42, 43]);
    await waitFor(() => expect(screen.getByTestId('doc-attachments-list-42').textContent).toContain('permit.pdf'));
    await user.click(screen.getByRole('button', { name: 'Remove permit.pdf' }));
    expect(ids()).toBe('41,43');
    await waitFor(() => expect(lines().map((li) => li.dataset.testid)).toEqual(['doc-attachments-list-41', 'doc-attachments-list-43']));
  });

  it('uploads picked files with a progress bar each and adds each at the end as it arrives', async () => {
    const uploading = vi.fn();
    const { user } = await open([41], uploader, uploading);
    await screen.findByText('fire.jpg');
    expect(screen.queryByText('No attachments yet.')).toBeNull();
    await user.upload(screen.getByTestId('doc-attachments-upload-input'), [photo('crew.png'), photo('map.png')]);
    expect(uploads.map((u) => u.file.name)).toEqual(['crew.png', 'map.png']);
    const bars = screen.getAllByRole('progressbar');
    expect(bars.map((b) => [b.getAttribute('aria-label'), b.getAttribute('aria-valuenow')])).toEqual([
      ['Uploading crew.png', '0'],
      ['Uploading map.png', '0'],
    ]);
    await waitFor(() => expect(uploading).toHaveBeenLastCalledWith(true));
    uploads[0].progress(40);
    await waitFor(() => expect(screen.getByRole('progressbar', { name: 'Uploading crew.png' }).getAttribute('aria-valuenow')).toBe('40'));

    // The second arrives first: it goes at the end first; both land after the file already there.
    uploads[1].finish(RECORDS[3]);
    await waitFor(() => expect(ids()).toBe('41,44'));
    uploads[0].finish(RECORDS[2]);
    await waitFor(() => expect(ids()).toBe('41,44,43'));
    expect(screen.queryAllByRole('progressbar')).toHaveLength(0);
    await waitFor(() => expect(uploading).toHaveBeenLastCalledWith(false));
    await waitFor(() => expect(lines().map((li) => li.textContent)).toEqual(['fire.jpg2 kBRemove', 'map.png1.5 kBRemove', 'crew.png1.5 kBRemove']));
  });

  it('cancels an upload: aborted, nothing attached', async () => {
    const { user } = await open([]);
    expect(screen.getByText('No attachments yet.')).toBeTruthy();
    await user.upload(screen.getByTestId('doc-attachments-upload-input'), photo('crew.png'));
    await user.click(screen.getByRole('button', { name: 'Cancel the upload of crew.png' }));
    expect(uploads[0].aborted).toBe(true);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(ids()).toBe('');
  });

  it('says why a file was not uploaded, in words, until dismissed', async () => {
    const { user } = await open([]);
    await user.upload(screen.getByTestId('doc-attachments-upload-input'), [photo('huge.jpg'), photo('anim.gif'), photo('lost.jpg')]);
    uploads[0].fail({ status: 413, data: { code: 'file_too_large', message: 'Too large.' } });
    uploads[1].fail({ status: 422, data: { code: 'validation', message: 'Invalid.', fields: { file: { code: 'image_type' } } } });
    uploads[2].fail({ status: 'FETCH_ERROR' });
    const errors = await screen.findAllByRole('alert');
    expect(errors.map((e) => e.textContent)).toEqual([
      'Failed to upload the file: it is larger than the limit (images 10 MB, other files 100 MB).',
      'Only JPEG or PNG images are accepted.',
      'The upload was interrupted: check the connection and try again.',
    ]);
    await user.click(screen.getByRole('button', { name: 'Dismiss the failed upload of anim.gif' }));
    expect(screen.getAllByRole('alert')).toHaveLength(2);
    expect(ids()).toBe('');
  });

  it('shows a file that cannot be read by its id, to be removed; no picker for who may not upload', async () => {
    const { user } = await open([41, 99], users.producer);
    await waitFor(() => expect(screen.getByTestId('doc-attachments-list-99').textContent).toBe('File 99 (not available)Remove'));
    expect(screen.queryByTestId('doc-attachments-upload-input')).toBeNull();
    expect(screen.getByTestId('doc-attachments').textContent).toContain('You may not upload files.');
    await user.click(within(screen.getByTestId('doc-attachments-list-99')).getByRole('button'));
    expect(ids()).toBe('41');
  });
});
