import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { onRequest, useFreshBackend } from '@mocks/testing';
import { cashierRoutes } from '@contract/paths';
import { fillValidCard, openCardForm } from '@testing/cashier';

/** Every payment submit is refused as unauthorized, whatever the token. */
function refuseEverySubmit() {
  const authorizations: (string | null)[] = [];
  server.use(
    http.post(cashierRoutes.payments, ({ request }) => {
      authorizations.push(request.headers.get('Authorization'));
      return HttpResponse.json({ error: { type: 'unauthorized' } }, { status: 401 });
    }),
  );
  return authorizations;
}

// Whole payments typed by user-event, on a shared 2-core machine: more than the default 5 s.
describe('a session that expires during a payment', () => {
  beforeEach(() => {
    useFreshBackend();
  });

  it('is renewed through the host and the same payment goes through', async () => {
    let refused = false;
    server.use(
      http.post(cashierRoutes.payments, ({ request }) => {
        if (request.headers.get('Authorization') === 'Bearer first' && !refused) {
          refused = true;
          return HttpResponse.json({ error: { type: 'unauthorized' } }, { status: 401 });
        }
        return undefined; // the mock back end takes the payment
      }),
    );
    const getToken = vi.fn((reason: string) => (reason === 'start' ? 'first' : 'second'));
    const { user } = await openCardForm({ connection: { credentials: 'bearer', getToken } });
    await fillValidCard(user);
    await user.click(screen.getByRole('button', { name: /^Deposit/ }));
    expect(await screen.findByText('Amount', { selector: 'dt' })).toBeVisible();
    expect(getToken.mock.calls).toEqual([['start'], ['expired']]);
  });

  it('asks the player to sign in again, keeping what was typed but the card secrets, and sends nothing more', async () => {
    const authorizations = refuseEverySubmit();
    const getToken = vi.fn((reason: string) => `${reason}-token`);
    const submits: string[] = [];
    onRequest((request) => {
      if (request.method === 'POST') submits.push(request.url);
    });
    const { user } = await openCardForm({ connection: { credentials: 'bearer', getToken } });
    await fillValidCard(user);
    await user.click(screen.getByRole('button', { name: /^Deposit/ }));
    expect(
      await screen.findByText('Your session has ended. Sign in again, then try again.'),
    ).toBeInTheDocument();
    expect(authorizations).toEqual(['Bearer start-token', 'Bearer expired-token']);
    expect(submits).toHaveLength(2);
    // What the player typed is still there to send again once signed in.
    expect(screen.getByLabelText(/^Amount/)).toHaveValue('50');
    expect(screen.getByLabelText('Name on card')).toHaveValue('Ada Lovelace');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByLabelText('Expiry date')).toHaveValue('12/34');
    expect(screen.getByLabelText('Card number')).toHaveValue('');
    expect(screen.getByLabelText(/^Security code/)).toHaveValue('');
  });
});
