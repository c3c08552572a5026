import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Field } from '@contract/payments/fields';
import { levelsFor, pathTo } from './CascadeSelectField';
import { renderFields } from './testHarness';

const bank: Field = {
  name: 'bank_branch',
  type: 'cascade_select',
  label: 'Bank',
  required: true,
  options: [
    {
      value: 'citi',
      label: 'Citibank',
      children: [
        { value: 'citi-ny', label: 'New York, Park Avenue' },
        { value: 'citi-sf', label: 'San Francisco, Market Street' },
      ],
    },
    {
      value: 'chase',
      label: 'Chase',
      children: [
        {
          value: 'chase-ny',
          label: 'New York',
          children: [{ value: 'chase-ny-5th', label: '5th Avenue' }],
        },
      ],
    },
    { value: 'online', label: 'Online-only bank' },
  ],
};
const options = bank.options ?? [];
const submit = () => screen.getByRole('button', { name: 'Submit' });

describe('CascadeSelectField', () => {
  it('shows the dependent list for the chosen bank and sends the leaf value', async () => {
    const view = renderFields([bank], 'cashout');
    expect(screen.getAllByRole('combobox')).toHaveLength(1);
    await view.user.selectOptions(screen.getByLabelText('Bank'), 'Citibank');
    const branch = screen.getByLabelText('Options for Citibank');
    expect(Array.from((branch as HTMLSelectElement).options, (option) => option.text)).toEqual([
      'Choose…',
      'New York, Park Avenue',
      'San Francisco, Market Street',
    ]);
    await view.user.selectOptions(branch, 'San Francisco, Market Street');
    await view.user.click(submit());
    expect(view.submissions[0]?.publicFields).toEqual({ bank_branch: 'citi-sf' });
  });

  it('clears the branch when the bank changes', async () => {
    const view = renderFields([bank], 'cashout');
    await view.user.selectOptions(screen.getByLabelText('Bank'), 'citi');
    await view.user.selectOptions(screen.getByLabelText('Options for Citibank'), 'citi-ny');
    await view.user.selectOptions(screen.getByLabelText('Bank'), 'chase');
    expect(screen.queryByLabelText('Options for Citibank')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Options for Chase')).toHaveValue('');
    await view.user.click(submit());
    expect(await screen.findByText('Choose an option in every list.')).toBeInTheDocument();
    expect(view.submissions).toHaveLength(0);
  });

  it('follows deeper levels and accepts a top-level leaf', async () => {
    const view = renderFields([bank], 'cashout');
    await view.user.selectOptions(screen.getByLabelText('Bank'), 'chase');
    await view.user.selectOptions(screen.getByLabelText('Options for Chase'), 'chase-ny');
    await view.user.selectOptions(screen.getByLabelText('Options for New York'), 'chase-ny-5th');
    await view.user.click(submit());
    await view.user.selectOptions(screen.getByLabelText('Bank'), 'online');
    expect(screen.getAllByRole('combobox')).toHaveLength(1);
    await view.user.click(submit());
    expect(view.submissions.map((sent) => sent.publicFields)).toEqual([
      { bank_branch: 'chase-ny-5th' },
      { bank_branch: 'online' },
    ]);
  });

  it('is required, with the error next to the first list', async () => {
    const view = renderFields([bank], 'cashout');
    await view.user.click(submit());
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(screen.getByLabelText('Bank')).toHaveAccessibleDescription('This field is required.');
    expect(screen.getByLabelText('Bank')).toHaveFocus();
  });

  it('opens on the server default', () => {
    renderFields([{ ...bank, defaultValue: 'citi-ny' }], 'cashout');
    expect(screen.getByLabelText('Bank')).toHaveValue('citi');
    expect(screen.getByLabelText('Options for Citibank')).toHaveValue('citi-ny');
  });

  it('can be used with the keyboard alone', async () => {
    const view = renderFields([bank], 'cashout');
    await view.user.tab();
    expect(screen.getByLabelText('Bank')).toHaveFocus();
    await view.user.selectOptions(screen.getByLabelText('Bank'), 'citi');
    await view.user.tab();
    expect(screen.getByLabelText('Options for Citibank')).toHaveFocus();
  });
});

describe('pathTo and levelsFor', () => {
  it('find the path to a leaf, never to an inner option', () => {
    expect(pathTo(options, 'chase-ny-5th')).toEqual(['chase', 'chase-ny', 'chase-ny-5th']);
    expect(pathTo(options, 'online')).toEqual(['online']);
    expect(pathTo(options, 'chase')).toEqual([]);
    expect(pathTo(options, 'nope')).toEqual([]);
  });

  it('list one level per chosen option that has children', () => {
    expect(levelsFor(options, []).map((level) => level.parent?.value)).toEqual([undefined]);
    expect(levelsFor(options, ['chase', 'chase-ny']).map((level) => level.parent?.value)).toEqual([
      undefined,
      'chase',
      'chase-ny',
    ]);
    expect(levelsFor(options, ['gone', 'x'])).toHaveLength(1);
  });
});
