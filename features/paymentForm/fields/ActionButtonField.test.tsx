import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Field } from '@contract/payments/fields';
import { renderFields } from './testHarness';
import { sentence } from '@testing/sentence';

const help: Field = {
  name: 'provider_help',
  type: 'button',
  label: 'How to pay with Bitcoin',
  url: 'https://help.example-psp.com/bitcoin',
};

describe('ActionButtonField', () => {
  it('links to an http(s) page in a new tab without opener or referrer', () => {
    renderFields([help]);
    const link = screen.getByRole('link', { name: 'How to pay with Bitcoin (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://help.example-psp.com/bitcoin');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it.each(['javascript:alert(1)', 'data:text/html,<b>x</b>', '//evil.example', ''])(
    'shows a disabled note for %j instead of a link',
    (url) => {
      renderFields([{ ...help, url }]);
      expect(screen.queryByRole('link')).not.toBeInTheDocument();
      expect(
        screen.getByText(sentence("“How to pay with Bitcoin” isn't available right now.")),
      ).toBeInTheDocument();
    },
  );

  it('never submits a value', async () => {
    const view = renderFields([help, { name: 'note', type: 'text', label: 'Note' }]);
    await view.user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(view.submissions[0]?.publicFields).toEqual({ note: '' });
  });
});
