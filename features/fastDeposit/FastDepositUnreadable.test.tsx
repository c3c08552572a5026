// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@testing/render';
import { MANGLED, behindProxy } from '@mocks/testing';
import { FastDeposit } from './FastDeposit';

describe('a fast deposit whose answer the cashier could not read', () => {
  it.each(['an HTML page at 502', 'truncated JSON'])(
    'as %s, is found by its key and shown as made, never as a failure',
    async (name) => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const mangle = MANGLED[name];
      if (!mangle) throw new Error(name);
      const proxy = behindProxy(mangle);
      const { user } = renderWithProviders(<FastDeposit onClose={vi.fn()} />, { lazyPart: true });
      const modal = await screen.findByRole('dialog', { name: 'Fast deposit' });
      await user.type(await within(modal).findByLabelText(/^Amount/), '40');
      await user.type(within(modal).getByLabelText(/^Security code/), '123');
      await user.click(within(modal).getByRole('button', { name: /^Deposit/ }));
      expect(await within(modal).findByText('Payment complete')).toBeInTheDocument();
      expect(within(modal).queryByText(/didn't go through/)).not.toBeInTheDocument();
      expect(proxy.keys).toHaveLength(1);
    },
  );
});
