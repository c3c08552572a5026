import { Cashier } from '@features/payments';

/** The standalone cashier page. */
export function App() {
  return (
    <main>
      <Cashier />
    </main>
  );
}
