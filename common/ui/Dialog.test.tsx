// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Dialog } from './Dialog';

/** A button that opens a dialog; "Remove" in it closes the dialog and removes the opener too. */
function Harness() {
  const [open, setOpen] = useState(false);
  const [openerShown, setOpenerShown] = useState(true);
  const fallback = useRef<HTMLHeadingElement>(null);
  return (
    <>
      <h2 ref={fallback} tabIndex={-1}>
        Saved cards
      </h2>
      {openerShown && (
        <button
          type="button"
          onClick={() => {
            setOpen(true);
          }}
        >
          Open
        </button>
      )}
      {open && (
        <Dialog
          title="Remove it?"
          closeLabel="Close"
          onDismiss={() => {
            setOpen(false);
          }}
          restoreFocus={() => fallback.current}
        >
          <button
            type="button"
            onClick={() => {
              setOpen(false);
              setOpenerShown(false);
            }}
          >
            Remove
          </button>
        </Dialog>
      )}
    </>
  );
}

describe('Dialog', () => {
  it('takes focus when it opens and gives it back to its opener when dismissed', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove it?' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('gives focus to restoreFocus() when its opener is gone', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.queryByRole('button', { name: 'Open' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Saved cards' })).toHaveFocus();
  });

  it('gives focus back to its opener inside a shadow root (the embedded widget)', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const container = document.createElement('div');
    const shadow = host.attachShadow({ mode: 'open' });
    shadow.append(container);
    const user = userEvent.setup();
    render(<Harness />, { container });
    const opener = within(container).getByRole('button', { name: 'Open' });
    await user.click(opener);
    expect(shadow.activeElement).not.toBe(opener);
    await user.keyboard('{Escape}');
    expect(within(container).queryByRole('dialog')).not.toBeInTheDocument();
    expect(shadow.activeElement).toBe(opener);
    host.remove();
  });
});
