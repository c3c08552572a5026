/**
 * Every field type the player fills in tells assistive technology when it is required: its control
 * carries `required` or `aria-required`, whatever component the registry renders it with.
 */
import { describe, expect, it } from 'vitest';
import { defaultCatalog } from '@mocks/handlers';
import type { Field } from '@contract/payments/fields';
import { FIELD_TYPES } from '@contract/payments/lists';
import { DISPLAY_ONLY_FIELD_TYPES } from '@contract/fieldTypes';
import { renderFields } from './testHarness';

/**
 * Types with no control ARIA lets carry the required state: nothing for the player to fill in, or
 * (metamask) a connect button and the account it shows (`aria-required` is not allowed on a button
 * or an output; the form refuses the submit until an account is connected).
 */
const NO_REQUIRED_CONTROL: ReadonlySet<string> = new Set([
  ...DISPLAY_ONLY_FIELD_TYPES,
  'hidden',
  'metamask',
]);

/** One field of each fillable type, as the default catalog describes it, made required. */
const requiredFields: Field[] = FIELD_TYPES.filter((type) => !NO_REQUIRED_CONTROL.has(type)).map(
  (type) => {
    const field = defaultCatalog.methods
      .flatMap((method) => method.fields)
      .find((candidate) => candidate.type === type);
    if (field === undefined) throw new Error(`The default catalog has no ${type} field`);
    return { ...field, required: true };
  },
);

describe('required fields', () => {
  it.each(requiredFields.map((field) => [field.type, field] as const))(
    'a required %s field marks its control as required',
    async (_type, field) => {
      const { container, findByRole } = renderFields([field]);
      await findByRole('form', { name: 'Test form' });
      const marked = container.querySelectorAll('[required], [aria-required="true"]');
      expect(marked.length).toBeGreaterThan(0);
    },
  );
});
