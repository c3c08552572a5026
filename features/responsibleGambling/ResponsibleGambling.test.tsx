import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { catalogWith, useFreshBackend } from '@mocks/testing';
import type { CatalogPlayer } from '@mocks/catalog/schema';
import { renderWithProviders } from '@testing/render';
import { cashierRoutes } from '@contract/paths';
import { depositLimitReached, depositsBlocked } from '@features/payments/model/events';
import { Cashier } from '@features/cashier/Cashier';
import { fillValidCard, openCardForm } from '@testing/cashier';
import { recordActions } from '@testing/recordActions';

// The mock's limits reset at UTC midnights; the player's time zone here is UTC, the time 13:00.
const NOW = new Date('2026-11-25T13:00:00Z');

/** The mock back end with the catalog's `name` player signed in. */
function useMockPlayer(name: string) {
  useFreshBackend(
    catalogWith((catalog) => {
      const players = catalog.players ?? {};
      const player: CatalogPlayer | undefined = players[name];
      if (!player) throw new Error(`No mock player ${name}`);
      catalog.players = { ...players, default: player };
    }),
  );
}

/** The `limited` player with `used` of the day's limit already deposited. */
function useDayUsed(used: string) {
  useFreshBackend(
    catalogWith((catalog) => {
      const limited = catalog.players?.limited;
      if (!limited?.depositLimits) throw new Error('No limited mock player');
      catalog.players = {
        default: {
          ...limited,
          depositLimits: limited.depositLimits.map((limit) =>
            limit.period === 'day' ? { ...limit, used } : limit,
          ),
        },
      };
    }),
  );
}

beforeEach(() => {
  vi.stubEnv('TZ', 'UTC');
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

describe('deposit limits', () => {
  it('shows what remains of each limit and when it resets, before the player types', async () => {
    useMockPlayer('limited');
    renderWithProviders(<Cashier />);
    const notice = await screen.findByRole('status', { name: 'Your deposit limits' });
    expect(
      within(notice)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'You can deposit €150.00 more today; resets at 12:00 AM on Nov 26.',
      'You can deposit €400.00 more this week; resets at 12:00 AM on Nov 30.',
      'You can deposit €1,400.00 more this month; resets at 12:00 AM on Dec 1.',
    ]);
  });

  it('shows no limits to a player without any', async () => {
    renderWithProviders(<Cashier />);
    await screen.findByRole('radio', { name: /Credit or debit card/ });
    expect(screen.queryByRole('status', { name: 'Your deposit limits' })).toBeNull();
  });

  it('disables the presets above what remains, with the reason', async () => {
    useMockPlayer('limited');
    await openCardForm();
    const presets = within(screen.getByRole('group', { name: 'Suggested amounts' }));
    const enabled = presets
      .getAllByRole('button')
      .filter((button) => !button.hasAttribute('disabled'));
    const disabled = presets
      .getAllByRole('button')
      .filter((button) => button.hasAttribute('disabled'));
    expect(enabled.length).toBeGreaterThan(0);
    expect(disabled.length).toBeGreaterThan(0);
    for (const button of disabled) {
      expect(button).toHaveAccessibleDescription('Above what you can deposit today');
    }
  });

  it('checks the amount against the remaining limit and names the limit and its reset', async () => {
    useMockPlayer('limited');
    const { actions, middleware } = recordActions();
    const { user } = await openCardForm({ middleware: [middleware] });
    expect(screen.getByText('From €10.00 to €150.00')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Amount/), '150.01');
    await user.tab();
    expect(
      await screen.findByText(
        "That's more than your daily deposit limit allows: up to €150.00 until it resets at 12:00 AM on Nov 26.",
      ),
    ).toBeInTheDocument();
    await waitFor(() => {
      expect(actions).toContainEqual(
        depositLimitReached({
          period: 'day',
          currency: 'EUR',
          remaining: '150.00',
          source: 'amount_check',
        }),
      );
    });
  });

  it("names the limit instead of a range when less than the method's minimum remains", async () => {
    // €15 left of the day's limit: the card (from €10) could still take it, Skrill (from €20) not.
    useDayUsed('185.00');
    const { user } = renderWithProviders(<Cashier />);
    await user.click(await screen.findByRole('radio', { name: /Skrill/ }));
    const amount = await screen.findByLabelText(/^Amount/);
    expect(amount).toHaveAccessibleDescription(
      expect.stringContaining(
        "That's more than your daily deposit limit allows: up to €15.00 until it resets at 12:00 AM on Nov 26.",
      ),
    );
    expect(amount).not.toHaveAccessibleDescription(expect.stringContaining('From €20.00 to'));
  });

  it('shows the lower remaining amount once a deposit went through', async () => {
    useMockPlayer('limited');
    const { user } = await openCardForm();
    await fillValidCard(user);
    await user.click(screen.getByRole('button', { name: /^Deposit €/ }));
    const notice = screen.getByRole('status', { name: 'Your deposit limits' });
    expect(
      await within(notice).findByText(
        'You can deposit €100.00 more today; resets at 12:00 AM on Nov 26.',
      ),
    ).toBeInTheDocument();
  });

  it("reads the server's limit refusal like its own check", async () => {
    useMockPlayer('limited');
    server.use(
      http.post(cashierRoutes.payments, () =>
        HttpResponse.json(
          {
            error: {
              type: 'responsible_gambling',
              status: 'DEPOSIT_LIMIT_EXCEEDED',
              message: 'Over the limit.',
              limit: {
                period: 'week',
                limit: '500.00',
                used: '480.00',
                remaining: '20.00',
                currency: 'EUR',
                resetsAt: '2026-11-30T00:00:00Z',
              },
            },
          },
          { status: 403 },
        ),
      ),
    );
    const { user } = await openCardForm();
    await fillValidCard(user);
    await user.click(screen.getByRole('button', { name: /^Deposit €/ }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      "That's more than your weekly deposit limit allows: up to €20.00 until it resets at 12:00 AM on Nov 30.",
    );
  });
});

describe('blocked deposits', () => {
  it.each([
    [
      '200.00',
      'You can deposit again when it resets at 12:00 AM on Nov 26. You can still cash out.',
    ],
    [
      '195.00',
      'Only €5.00 is left, less than the smallest deposit (€10.00). You can deposit again when it resets at 12:00 AM on Nov 26. You can still cash out.',
    ],
  ])(
    'blocks deposits when a used-up limit leaves no deposit possible (used %s), with the reset and the other limits',
    async (used, body) => {
      useDayUsed(used);
      const { actions, middleware } = recordActions();
      renderWithProviders(<Cashier />, { middleware: [middleware] });
      const notice = await screen.findByRole('status', {
        name: 'Your daily deposit limit is used up',
      });
      expect(notice).toHaveTextContent(body);
      expect(
        within(within(notice).getByRole('list', { name: 'Your other deposit limits' }))
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual([
        'You can deposit €400.00 more this week; resets at 12:00 AM on Nov 30.',
        'You can deposit €1,400.00 more this month; resets at 12:00 AM on Dec 1.',
      ]);
      expect(screen.queryByRole('group', { name: 'Payment method' })).toBeNull();
      expect(screen.queryByLabelText(/^Amount/)).toBeNull();
      expect(actions).toContainEqual(
        depositsBlocked({
          kind: 'deposit_limit',
          until: '2026-11-26T00:00:00.000Z',
          period: 'day',
        }),
      );
    },
  );

  it('keeps the result of the deposit that used the limit up on screen', async () => {
    useDayUsed('150.00');
    const { user } = await openCardForm();
    await fillValidCard(user); // €50: all that remains of the day
    await user.click(screen.getByRole('button', { name: /^Deposit €/ }));
    expect(await screen.findByText(/Your card payment of .+ was successful/)).toBeInTheDocument();
    // The config came again with nothing left: what remains says so, the result stays.
    expect(
      await screen.findByText(
        "You've reached your daily deposit limit; it resets at 12:00 AM on Nov 26.",
        { selector: 'li' },
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/Your card payment of .+ was successful/)).toBeInTheDocument();
    expect(
      screen.queryByRole('status', { name: 'Your daily deposit limit is used up' }),
    ).toBeNull();
  });

  it('keeps cash-out open while a deposit limit is used up', async () => {
    useMockPlayer('limitUsedUp');
    const { user } = renderWithProviders(<Cashier />);
    await screen.findByRole('status', { name: 'Your daily deposit limit is used up' });
    await user.click(screen.getByRole('radio', { name: /Cash out/i }));
    expect(await screen.findByRole('group', { name: 'Payment method' })).toBeInTheDocument();
  });

  it('explains a cool-off with its end date, and offers support', async () => {
    useMockPlayer('coolingOff');
    const { actions, middleware } = recordActions();
    renderWithProviders(<Cashier />, { middleware: [middleware] });
    const notice = await screen.findByRole('status', {
      name: "You're taking a break from deposits",
    });
    expect(notice).toHaveTextContent(
      'Your cool-off lasts until December 2, 2026 at 12:00 AM. Deposits are paused until then; you can still cash out.',
    );
    expect(within(notice).getByRole('button', { name: 'Contact support' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Payment method' })).toBeNull();
    expect(actions).toContainEqual(
      depositsBlocked({ kind: 'cool_off', until: '2026-12-02T00:00:00.000Z' }),
    );
  });

  it('links the responsible-gambling page when it is an http(s) URL only', async () => {
    useMockPlayer('selfExcluded');
    const view = renderWithProviders(
      <Cashier responsibleGamblingUrl="https://operator.example/rg" />,
    );
    const notice = await screen.findByRole('status', {
      name: "Deposits are closed while you're self-excluded",
    });
    expect(notice).toHaveTextContent('Your self-exclusion has no end date.');
    expect(within(notice).getByRole('link', { name: 'Responsible gambling help' })).toHaveAttribute(
      'href',
      'https://operator.example/rg',
    );
    view.unmount();
    renderWithProviders(<Cashier responsibleGamblingUrl="javascript:alert(1)" />);
    const again = await screen.findByRole('status', {
      name: "Deposits are closed while you're self-excluded",
    });
    expect(within(again).queryByRole('link')).toBeNull();
  });

  it('keeps cash-out open', async () => {
    useMockPlayer('coolingOff');
    const { user } = renderWithProviders(<Cashier />);
    await screen.findByRole('status', { name: "You're taking a break from deposits" });
    await user.click(screen.getByRole('radio', { name: /Cash out/i }));
    expect(await screen.findByRole('group', { name: 'Payment method' })).toBeInTheDocument();
  });
});
