/**
 * The bare React page `npm run lighthouse` measures beside the cashier (scripts/lighthouse/): React
 * 19 rendering a heading and a button, nothing else. What any React page costs; the cashier's
 * first screen aims at no more.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

function Page() {
  return (
    <main>
      <h1>Deposit</h1>
      <button type="button">Continue</button>
    </main>
  );
}

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <Page />
    </StrictMode>,
  );
}
