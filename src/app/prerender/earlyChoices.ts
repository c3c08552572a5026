import type { UnknownAction } from '@reduxjs/toolkit';
import { isOneOf } from '@contract/closedList';
import { PAYMENT_ACTIONS } from '@contract/payments/lists';
import { languageChanged } from '@features/navigation';
import { paymentActionChanged } from '@features/payments';

/**
 * The prerendered first screen's controls, by their `name`, each with the action that makes the
 * choice a player made on it (src/app/LanguageSelect.tsx, features/cashier/ActionSwitch.tsx).
 */
const EARLY_CHOICES: Readonly<Record<string, (value: string) => UnknownAction | null>> = {
  language: (value) => languageChanged(value),
  'payment-action': (value) =>
    isOneOf(PAYMENT_ACTIONS, value) ? paymentActionChanged(value) : null,
};

function markupValue(select: HTMLSelectElement): string | undefined {
  const options = [...select.options];
  return (options.find((option) => option.defaultSelected) ?? options[0])?.value;
}

/**
 * Choices a player makes on the prerendered first screen before the app takes it over: the markup
 * is live HTML, so its language select and deposit / cash-out switch work before any script runs,
 * but the app's handlers are not attached yet, and without this such a choice would be lost.
 *
 * Returns the actions that make the same choices, for the app to dispatch before its first render.
 */
export function takeEarlyChoices(container: HTMLElement): UnknownAction[] {
  const actions: UnknownAction[] = [];
  const choose = (name: string, value: string) => {
    const action = EARLY_CHOICES[name]?.(value);
    if (action) actions.push(action);
  };
  for (const select of container.querySelectorAll('select')) {
    const markup = markupValue(select);
    if (markup === undefined || select.value === markup) continue;
    choose(select.name, select.value);
  }
  for (const radio of container.querySelectorAll<HTMLInputElement>('input[type="radio"]')) {
    if (radio.checked && !radio.defaultChecked) choose(radio.name, radio.value);
  }
  return actions;
}
