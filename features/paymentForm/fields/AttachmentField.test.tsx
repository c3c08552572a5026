import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Field } from '@contract/payments/fields';
import { renderFields } from './testHarness';
import { sentence } from '@testing/sentence';

const MB = 1024 * 1024;
const document: Field = {
  name: 'bank_statement',
  type: 'attachment',
  label: 'Bank statement',
  required: true,
  accept: ['application/pdf', 'image/jpeg', 'image/png'],
  maxSizeBytes: 5 * MB,
};

function file(name: string, type: string, size: number): File {
  const created = new File(['%PDF-1.7'], name, { type });
  Object.defineProperty(created, 'size', { value: size });
  return created;
}

const input = () => screen.getByLabelText<HTMLInputElement>('Bank statement');

describe('AttachmentField', () => {
  it('states the accepted types and size before a file is chosen', () => {
    renderFields([document], 'cashout');
    expect(screen.getByText(sentence('PDF, JPEG, or PNG, up to 5 MB'))).toBeInTheDocument();
    expect(input()).toHaveAttribute('type', 'file');
    expect(input()).toHaveAttribute('accept', 'application/pdf,image/jpeg,image/png');
    // The types are a <bdi> of their own, which the description's computation here (no layout)
    // pads with a space as if it were a block.
    expect(input()).toHaveAccessibleDescription(/PDF, JPEG, or PNG ?, up to 5 MB/);
  });

  it('sends an accepted file as a data URL with its name, with the secrets', async () => {
    const view = renderFields([document], 'cashout');
    await view.user.upload(
      input(),
      new File(['%PDF-1.7'], 'May statement.pdf', { type: 'application/pdf' }),
    );
    expect(
      await screen.findByText(sentence('Chosen: May statement.pdf (8 bytes)')),
    ).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(view.submissions).toEqual([
      {
        amount: null,
        publicFields: {},
        secretFields: {
          bank_statement: `data:application/pdf;name=May%20statement.pdf;base64,${btoa('%PDF-1.7')}`,
        },
      },
    ]);
  });

  it('refuses a file of another type at once, next to the field', async () => {
    const view = renderFields([document], 'cashout');
    // The browser's file dialog lets the player switch to "All files": `accept` is only a hint.
    fireEvent.change(input(), {
      target: { files: [file('notes.docx', 'application/msword', 1000)] },
    });
    expect(
      await screen.findByText(
        sentence("This type of file isn't accepted. Choose PDF, JPEG, or PNG."),
      ),
    ).toBeInTheDocument();
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    await view.user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(view.submissions).toHaveLength(0);
    expect(
      screen.getByText(sentence("This type of file isn't accepted. Choose PDF, JPEG, or PNG.")),
    ).toBeInTheDocument();
  });

  it('refuses a file over the size limit without reading it', async () => {
    const view = renderFields([document], 'cashout');
    await view.user.upload(input(), file('scan.png', 'image/png', 6 * MB));
    expect(
      await screen.findByText('This file is too large. The limit is 5 MB.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/^Chosen:/)).not.toBeInTheDocument();

    await view.user.upload(input(), file('scan.png', 'image/png', 4 * MB));
    expect(await screen.findByText(sentence('Chosen: scan.png (4 MB)'))).toBeInTheDocument();
    expect(screen.queryByText(/too large/)).not.toBeInTheDocument();
  });

  it('requires a file, and can remove the chosen one', async () => {
    const view = renderFields([document], 'cashout');
    await view.user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    await view.user.upload(input(), file('id.jpg', 'image/jpeg', 2000));
    await view.user.click(await screen.findByRole('button', { name: 'Remove the file' }));
    expect(screen.queryByText(/^Chosen:/)).not.toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(view.submissions).toHaveLength(0);
  });

  it('states only what the server limits', () => {
    renderFields([
      { ...document, name: 'a', label: 'A', accept: undefined },
      { ...document, name: 'b', label: 'B', maxSizeBytes: undefined, accept: ['image/*', '.heic'] },
    ]);
    expect(screen.getByText('Any file, up to 5 MB')).toBeInTheDocument();
    expect(screen.getByText(sentence('any image file or HEIC'))).toBeInTheDocument();
  });
});
