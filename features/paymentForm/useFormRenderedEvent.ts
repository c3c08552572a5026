import { useEffect, useRef } from 'react';
import { useAppDispatch } from '@store/hooks';
import type { Field } from '@contract/payments/fields';
import type { PaymentMethod } from '@contract/payments/methods';
import type { PaymentAction } from '@contract/payments/lists';
import { paymentFormRendered } from '@features/payments';

/**
 * Dispatches `payments/formRendered` (the widget's `spi-render-form`) once per set of fields on
 * screen: again when a saved card hides some or "make another payment" shows them again, not on
 * re-renders. The ref also skips StrictMode's second effect run. Field names only, never values.
 */
export function useFormRenderedEvent(
  action: PaymentAction,
  method: PaymentMethod,
  fields: readonly Field[],
  onScreen: boolean,
): void {
  const dispatch = useAppDispatch();
  const reported = useRef<string | null>(null);
  useEffect(() => {
    if (!onScreen) {
      reported.current = null;
      return;
    }
    const fieldNames = fields.map((field) => field.name);
    const signature = JSON.stringify(fieldNames);
    if (reported.current === signature) return;
    reported.current = signature;
    dispatch(
      paymentFormRendered({ action, methodId: method.id, currency: method.currency, fieldNames }),
    );
  }, [dispatch, onScreen, fields, action, method.id, method.currency]);
}
