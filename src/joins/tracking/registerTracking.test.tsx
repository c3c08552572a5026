import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { catalogWith, useFreshBackend } from '@mocks/testing';
import { chatOpenRequested } from '@features/chat';
import { Cashier } from '@features/cashier';
import { createTestCashier, renderWithProviders } from '@testing/render';
import { standalone } from '@testing/secrets';
import { recordingTracker } from '@testing/tracking';

const CARD = '4111111111111111';
const CVV = '737';
const PASSWORD = 'S3cret-Passw0rd!';

describe('the tracking map, registered with the store', () => {
  beforeEach(() => {
    useFreshBackend(
      catalogWith((catalog) => {
        catalog.methods
          .find((method) => method.id === 'card')
          ?.fields.push({
            name: 'account_password',
            type: 'password',
            label: 'Casino password',
            required: true,
          });
      }),
    );
  });

  it('turns cashier actions into tracking events without any secret in them', async () => {
    const tracker = recordingTracker();
    const { user } = renderWithProviders(<Cashier />, { tracker: tracker.tracker });
    await user.click(await screen.findByRole('radio', { name: /Credit or debit card/ }));
    await user.type(await screen.findByLabelText(/^Amount/), '50');
    await user.type(screen.getByLabelText('Card number'), CARD);
    await user.type(screen.getByLabelText('Name on card'), 'Ada Lovelace');
    await user.type(screen.getByLabelText('Expiry date'), '1234');
    await user.type(screen.getByLabelText(/^Security code/), CVV);
    await user.type(screen.getByLabelText('Casino password'), PASSWORD);
    await user.click(screen.getByRole('button', { name: /^Deposit/ }));
    await screen.findByText(/successful/);

    expect(tracker.events.map((event) => event.event)).toEqual([
      'payment_method_selected',
      'payment_form_rendered',
      'payment_submit_started',
      'payment_submit_succeeded',
    ]);
    expect(tracker.events[2]?.fields).toEqual({
      method_id: 'card',
      payment_action: 'deposit',
      currency: 'EUR',
      amount: '50.00',
      saved_profile: false,
    });
    const everything = JSON.stringify(tracker.events);
    for (const secret of [CARD, '4111 1111', CVV, PASSWORD, 'Ada Lovelace']) {
      expect(everything).not.toMatch(standalone(secret));
    }
  });

  it('tracks the chat being opened', () => {
    const tracker = recordingTracker();
    const { store } = createTestCashier({ tracker: tracker.tracker });
    store.dispatch(chatOpenRequested());
    expect(tracker.events).toEqual([{ event: 'chat_opened', fields: {} }]);
  });

  it('logs a failing tracker instead of breaking the app', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const tracker = {
      ...recordingTracker().tracker,
      track: () => {
        throw new Error('User is not identified. Please call identity method first.');
      },
    };
    const { user } = renderWithProviders(<Cashier />, { tracker });
    await user.click(await screen.findByRole('radio', { name: 'Cash out' }));
    expect(await screen.findByRole('heading', { name: 'Cash out', level: 1 })).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(
      'Tracking "payment action switched" failed:',
      expect.any(Error),
    );
  });
});
