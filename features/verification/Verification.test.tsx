import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CatalogPlayer } from '@mocks/catalog/schema';
import { type LivePayments, type LiveTimers, createLivePayments } from '@mocks/backend/live';
import { createHandlers } from '@mocks/handlers';
import { server } from '@mocks/node';
import { catalogWith } from '@mocks/testing';
import { renderWithProviders } from '@testing/render';
import { cashierRoutes } from '@contract/paths';
import { Cashier } from '@features/cashier/Cashier';
import { fillValidCard } from '@testing/cashier';
import {
  verificationDocumentUploaded,
  verificationPromptShown,
  verificationStatusChanged,
} from '@features/payments/model/events';
import { recordActions } from '@testing/recordActions';
import { sentence } from '@testing/sentence';

const PNG_BYTES = '\u0089PNG-passport-scan';

let live: LivePayments;
/** The mock decides an uploaded document when the test says so (`decide`), never by itself. */
let scheduled: (() => void)[];

/** The mock back end with the catalog's `verificationRequired` player (or `edit`ed) signed in. */
function useVerificationPlayer(edit?: (player: CatalogPlayer) => CatalogPlayer) {
  scheduled = [];
  const timers: LiveTimers = {
    setTimeout: (callback) => scheduled.push(callback),
    clearTimeout: () => undefined,
  };
  live = createLivePayments({ timers });
  const catalog = catalogWith((draft) => {
    const player = draft.players?.verificationRequired;
    if (!player) throw new Error('No mock player verificationRequired');
    draft.players = { ...draft.players, default: edit ? edit(player) : player };
  });
  server.use(...createHandlers(catalog, { live }));
}

/** The mock's identity check decides every document uploaded so far (and pushes the result). */
function decide() {
  expect(scheduled.length).toBeGreaterThan(0);
  for (const callback of scheduled.splice(0)) callback();
}

function renderCashier(props: { verificationUrl?: string } = {}) {
  const { actions, middleware: recorder } = recordActions();
  const view = renderWithProviders(<Cashier {...props} />, {
    middleware: [recorder],
    liveUpdates: true,
  });
  return { ...view, actions };
}

type User = ReturnType<typeof renderCashier>['user'];

async function openCashout(user: User) {
  await user.click(await screen.findByRole('radio', { name: /Cash out/i }));
  return screen.findByRole('region', { name: 'Verify your identity' });
}

/** The slot of one asked-for document ("Photo ID", "Proof of address"). */
function slot(name: string) {
  return screen.getByRole('region', { name });
}

async function uploadDocument(user: User, document: string, name: string) {
  const place = slot(document);
  await user.upload(
    within(place).getByLabelText(/^Choose a file/),
    new File([PNG_BYTES], name, { type: 'image/png' }),
  );
  await within(place).findByText(sentence(new RegExp(`Chosen: ${name.replace('.', '\\.')}`)));
  await user.click(within(place).getByRole('button', { name: 'Upload document' }));
}

beforeEach(() => {
  useVerificationPlayer();
});
afterEach(() => {
  live.dispose();
});

describe('identity verification before the form', () => {
  it('asks for each document in a slot of its own, each upload changing only its slot, until approved live', async () => {
    const { user, actions } = renderCashier();
    const gate = await openCashout(user);
    expect(gate).toHaveTextContent('Cash-outs open once your identity is verified.');
    expect(gate).toHaveTextContent('Why we ask: Please upload a photo ID and a proof of address.');
    expect(screen.queryByRole('group', { name: 'Payment method' })).toBeNull();
    const documents = within(gate).getByRole('list', { name: 'Documents to upload' });
    expect(within(documents).getAllByRole('listitem')).toHaveLength(2);
    for (const document of ['Photo ID', 'Proof of address']) {
      expect(slot(document)).toHaveTextContent('Needed: upload a clear photo or scan.');
      expect(
        within(slot(document)).getByText(sentence('PDF, JPEG, or PNG, up to 10 MB')),
      ).toBeInTheDocument();
    }

    await uploadDocument(user, 'Photo ID', 'passport.png');
    expect(await within(slot('Photo ID')).findByText("Received. We're checking it.")).toBeVisible();
    expect(within(slot('Photo ID')).queryByRole('button')).toBeNull();
    expect(slot('Proof of address')).toHaveTextContent('Needed: upload a clear photo or scan.');
    expect(within(slot('Proof of address')).getByLabelText(/^Choose a file/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Verify your identity' })).toBeInTheDocument();

    await uploadDocument(user, 'Proof of address', 'bill.png');
    const pending = await screen.findByRole('region', { name: "We're checking your documents" });
    expect(pending).toHaveTextContent(
      "This usually takes a few minutes. Cash-outs open by themselves once you're verified.",
    );
    expect(within(pending).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('group', { name: 'Payment method' })).toBeNull();

    decide();
    expect(await screen.findByRole('group', { name: 'Payment method' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /verify|checking/i })).toBeNull();
    // Said, not only seen: the form appearing tells a screen-reader user nothing.
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent(
      'Your identity is verified. You can go ahead.',
    );

    expect(actions).toContainEqual(
      verificationPromptShown({ gate: 'cashout', status: 'required' }),
    );
    expect(actions).toContainEqual(verificationPromptShown({ gate: 'cashout', status: 'pending' }));
    expect(actions).toContainEqual(verificationDocumentUploaded({ status: 'pending' }));
    expect(actions).toContainEqual(
      verificationStatusChanged({ status: 'pending', source: 'upload' }),
    );
    expect(actions).toContainEqual(
      verificationStatusChanged({ status: 'verified', source: 'live' }),
    );
    // The document, its name and its bytes never enter an action (nor DevTools, events, hosts).
    const seen = JSON.stringify(actions);
    expect(seen).not.toContain('passport');
    expect(seen).not.toContain(btoa(PNG_BYTES));
  });

  it('shows a rejected document with its reason and its upload again, the other slot unchanged', async () => {
    const { user } = renderCashier();
    await openCashout(user);
    await uploadDocument(user, 'Photo ID', 'reject-me.png');
    await within(slot('Photo ID')).findByText("Received. We're checking it.");
    decide();
    const rejected = await screen.findByRole('region', {
      name: "We couldn't verify your documents",
    });
    const photo = within(rejected).getByRole('region', { name: 'Photo ID' });
    expect(photo).toHaveTextContent('Not accepted. Please upload it again.');
    expect(photo).toHaveTextContent(
      'Why: The document was not readable. Please upload a clear photo of the whole document.',
    );
    expect(within(photo).getByLabelText(/^Choose a file/)).toBeInTheDocument();
    expect(within(photo).getByRole('button', { name: 'Upload document' })).toBeInTheDocument();
    expect(slot('Proof of address')).toHaveTextContent('Needed: upload a clear photo or scan.');
    expect(slot('Proof of address')).not.toHaveTextContent('not readable');
    expect(screen.queryByRole('group', { name: 'Payment method' })).toBeNull();
  });

  it('renders the server reason as text', async () => {
    useVerificationPlayer((player) => ({
      ...player,
      verification: {
        status: 'rejected',
        reason: '<img src=x onerror=alert(1)>',
        gates: { cashout: true },
      },
    }));
    const { user, container } = renderCashier();
    await user.click(await screen.findByRole('radio', { name: /Cash out/i }));
    const gate = await screen.findByRole('region', { name: "We couldn't verify your documents" });
    expect(gate).toHaveTextContent('Why: <img src=x onerror=alert(1)>');
    expect(container.querySelector('img[src="x"]')).toBeNull();
  });

  it('says why an upload failed and keeps the form', async () => {
    server.use(
      http.post(cashierRoutes.verificationDocuments, () =>
        HttpResponse.json(
          { error: { type: 'params_error', fields: { document: 'The file is too large.' } } },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderCashier();
    await openCashout(user);
    await uploadDocument(user, 'Photo ID', 'passport.png');
    const alert = await within(slot('Photo ID')).findByRole('alert');
    expect(alert).toHaveTextContent("The upload didn't go through. Please try again.");
    // The server's words only as a labelled detail, in their own direction.
    expect(alert).toHaveTextContent('Why: The file is too large.');
    expect(within(alert).getByText('The file is too large.')).toHaveAttribute('dir', 'auto');
    expect(screen.getByRole('region', { name: 'Verify your identity' })).toBeInTheDocument();
  });

  it("links the operator's verification page when it is an http(s) URL only", async () => {
    const view = renderCashier({ verificationUrl: 'https://operator.example/kyc' });
    const gate = await openCashout(view.user);
    const link = within(gate).getByRole('link', {
      name: "Verify on the operator's page (opens in a new tab)",
    });
    expect(link).toHaveAttribute('href', 'https://operator.example/kyc');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    view.unmount();

    const unsafe = renderCashier({ verificationUrl: 'javascript:alert(1)' });
    const again = await openCashout(unsafe.user);
    expect(within(again).queryByRole('link')).toBeNull();
  });

  it('lets deposits up to the threshold go ahead and refuses larger ones, pointing at verification', async () => {
    const { user, actions } = renderCashier();
    const gate = await screen.findByRole('region', { name: 'Verify your identity' });
    expect(gate).toHaveTextContent(
      'Deposits above €2,000.00 need a verified identity; smaller deposits can go ahead below.',
    );
    expect(actions).toContainEqual(
      verificationPromptShown({ gate: 'deposit', status: 'required' }),
    );
    await user.click(await screen.findByRole('radio', { name: /Credit or debit card/ }));
    const amount = await screen.findByLabelText(/^Amount/);
    expect(screen.getByText('From €10.00 to €2,000.00')).toBeInTheDocument();
    await user.type(amount, '2500');
    await user.tab();
    expect(
      await screen.findByText(
        'Deposits above €2,000.00 need a verified identity: see the identity check above the form.',
      ),
    ).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '1500');
    await user.tab();
    await waitFor(() => {
      expect(screen.queryByText(/need a verified identity: see/)).toBeNull();
    });
  });

  it('shows the gate when the server refuses a payment for a check the cashier did not know of', async () => {
    // The page loaded while the player was verified; since then the check was asked for again.
    useVerificationPlayer((player) => ({ ...player, verification: { status: 'verified' } }));
    const { user } = renderCashier();
    await user.click(await screen.findByRole('radio', { name: /Credit or debit card/ }));
    await screen.findByLabelText(/^Amount/);
    await fillValidCard(user);
    server.use(
      ...createHandlers(
        catalogWith((draft) => {
          const player = draft.players?.verificationRequired;
          if (!player) throw new Error('No mock player verificationRequired');
          draft.players = {
            ...draft.players,
            default: {
              ...player,
              verification: { status: 'required', gates: { depositsAbove: '10.00' } },
            },
          };
        }),
        { live },
      ),
    );
    await user.click(screen.getByRole('button', { name: /^Deposit €/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Deposits above 10.00 EUR need a verified identity.',
    );
    // The config is fetched again: the gate says what to do, above the form.
    const gate = await screen.findByRole('region', { name: 'Verify your identity' });
    expect(gate).toHaveTextContent('Deposits above €10.00 need a verified identity');
  });

  it('shows nothing to a verified player, and cash-outs open', async () => {
    useVerificationPlayer((player) => ({
      ...player,
      verification: { status: 'verified', gates: { cashout: true, depositsAbove: '2000.00' } },
    }));
    const { user } = renderCashier();
    await user.click(await screen.findByRole('radio', { name: /Cash out/i }));
    expect(await screen.findByRole('group', { name: 'Payment method' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Verify your identity' })).toBeNull();
    // Verified before the page loaded: nothing to announce.
    expect(screen.queryByText('Your identity is verified. You can go ahead.')).toBeNull();
  });
});
