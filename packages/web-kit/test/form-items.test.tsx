/**
 * @jest-environment jsdom
 */
// The console's form fields in a browser-like DOM: errors land under the right field, emptied inputs
// store what the form expects, and every label points at its input.
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { Form } from 'antd';
import { installDomShims } from '@coachwork/test-support/dom';
import { handleServerError } from '../src/forms';
import {
  FormItem,
  FormNumberItem,
  FormSelectItem,
  FormSwitchItem,
  FormTextAreaItem,
  FormTextItem,
  fieldErrorMessage,
} from '../src/ui/form-items';

beforeAll(installDomShims);

interface Values {
  title: string;
  slug?: string;
  headline: string | null;
  notes: string | null;
  profile: { firstName: string; lastName: string };
  price?: number;
  capacity: number | null;
  level: string | null;
  status: string;
  tags: string[];
  visible: boolean;
}

const defaults: Values = {
  title: 'Kick-off',
  slug: undefined,
  headline: 'Old headline',
  notes: 'Old notes',
  profile: { firstName: 'Ada', lastName: 'Lovelace' },
  price: 40,
  capacity: 12,
  level: 'BEGINNER',
  status: 'DRAFT',
  tags: [],
  visible: true,
};

let form: UseFormReturn<Values>;

function Harness() {
  form = useForm<Values>({ defaultValues: defaults });
  const c = form.control;
  return (
    <Form layout="vertical" component="div">
      <FormTextItem control={c} name="title" id="t-title" label="Title" required />
      <FormTextItem
        control={c}
        name="slug"
        id="t-slug"
        label="Slug"
        extra="Made from the title when empty."
      />
      <FormTextItem control={c} name="headline" id="t-headline" label="Headline" nullable="blank" />
      <FormTextAreaItem control={c} name="notes" id="t-notes" label="Notes" nullable input={{ rows: 3 }} />
      <FormTextItem control={c} name="profile.firstName" id="t-first" label="First name" required />
      <FormTextItem control={c} name="profile.lastName" id="t-last" label="Last name" required />
      <FormNumberItem control={c} name="price" id="t-price" label="Price" required input={{ precision: 2 }} />
      <FormNumberItem control={c} name="capacity" id="t-capacity" label="Capacity" nullable />
      <FormSelectItem
        control={c}
        name="level"
        id="t-level"
        label="Level"
        nullable
        input={{ allowClear: true }}
        options={[
          { value: 'BEGINNER', label: 'Beginner' },
          { value: 'ADVANCED', label: 'Advanced' },
        ]}
      />
      <FormSelectItem
        control={c}
        name="tags"
        id="t-tags"
        label="Tags"
        input={{ mode: 'tags' }}
        options={[]}
      />
      <FormItem
        control={c}
        name="status"
        id="t-status"
        label="Status"
        render={(f) => <input id="t-status" value={f.value} onChange={f.onChange} />}
      />
      <FormSwitchItem control={c} name="visible" id="t-visible" label="Visible to bookers" />
    </Form>
  );
}

/** The antd form item (label, input and messages) that holds the input labelled `label`. */
const itemOf = (label: string) => screen.getByLabelText(label).closest('.ant-form-item') as HTMLElement;

describe('form items', () => {
  it('shows a server error on a nested path under that field only, and focuses it', async () => {
    render(<Harness />);
    act(() => {
      handleServerError(
        {
          status: 422,
          data: {
            message: 'The first name field is required.',
            errors: { 'profile.firstName': ['The first name field is required.'] },
          },
        },
        form,
        { notify: false },
      );
    });
    expect(itemOf('First name').textContent).toContain('The first name field is required.');
    expect(itemOf('Last name').textContent).not.toContain('The first name field is required.');
    expect(
      itemOf('First name').querySelector('.ant-form-item-has-error, .ant-input-status-error'),
    ).not.toBeNull();
    // react-hook-form focuses on the next tick.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('First name')));
  });

  it('shows the first error of a list field (tags.1)', () => {
    render(<Harness />);
    act(() => form.setError('tags.1', { type: 'server', message: 'Each tag is at most 50 characters.' }));
    expect(itemOf('Tags').textContent).toContain('Each tag is at most 50 characters.');
  });

  it('stores an emptied field as each form expects: null, or the empty string for required text', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.clear(screen.getByLabelText('Title'));
    await user.clear(screen.getByLabelText('Notes'));
    await user.clear(screen.getByLabelText('Capacity'));
    await user.clear(screen.getByLabelText('Price'));
    expect(form.getValues('title')).toBe('');
    expect(form.getValues('notes')).toBeNull();
    expect(form.getValues('capacity')).toBeNull();
    expect(form.getValues('price')).toBeUndefined();

    // 'blank': only spaces is null too; text is kept as typed.
    await user.clear(screen.getByLabelText('Headline'));
    await user.type(screen.getByLabelText('Headline'), '   ');
    expect(form.getValues('headline')).toBeNull();
    await user.type(screen.getByLabelText('Headline'), 'Coach ');
    expect(form.getValues('headline')).toBe('Coach ');

    await user.type(screen.getByLabelText('Slug'), 'kick-off');
    expect(form.getValues('slug')).toBe('kick-off');
    await user.type(screen.getByLabelText('Capacity'), '8');
    expect(form.getValues('capacity')).toBe(8);
  });

  it('clears a nullable choice to null', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const clear = itemOf('Level').querySelector('.ant-select-clear') as HTMLElement;
    await user.click(clear);
    expect(form.getValues('level')).toBeNull();
  });

  it('points every label at its input, so a click on the label focuses it', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    for (const [label, id] of [
      ['Title', 't-title'],
      ['Notes', 't-notes'],
      ['First name', 't-first'],
      ['Price', 't-price'],
      ['Level', 't-level'],
      ['Status', 't-status'],
    ] as const) {
      await user.click(screen.getByText(label, { selector: 'label' }));
      expect(document.activeElement?.id).toBe(id);
    }
    expect(screen.getByText('Made from the title when empty.')).toBeTruthy();
    expect(itemOf('Title').querySelector('.ant-form-item-required')).not.toBeNull();
    expect(itemOf('Slug').querySelector('.ant-form-item-required')).toBeNull();
  });

  it('turns a switch with its label', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const toggle = screen.getByRole('switch', { name: 'Visible to bookers' });
    await user.click(screen.getByText('Visible to bookers'));
    expect(form.getValues('visible')).toBe(false);
    expect(toggle.getAttribute('aria-checked')).toBe('false');
  });
});

describe('fieldErrorMessage', () => {
  it('reads a field’s own message, an array’s root, or its first failing item', () => {
    expect(fieldErrorMessage({ type: 'server', message: 'Taken.' })).toBe('Taken.');
    expect(fieldErrorMessage(Object.assign([], { root: { message: 'At most 10.' } }))).toBe('At most 10.');
    expect(fieldErrorMessage([undefined, { message: 'Too long.' }, { message: 'Later.' }])).toBe('Too long.');
    expect(fieldErrorMessage(undefined)).toBeUndefined();
  });
});

// Checked by `tsc -p tsconfig.web.json`: a field takes only names whose values it can hold.
export function WrongKinds() {
  const { control } = useForm<Values>({ defaultValues: defaults });
  return (
    <>
      {/* @ts-expect-error price is a number */}
      <FormTextItem control={control} name="price" id="x-price" label="Price" />
      {/* @ts-expect-error title is text */}
      <FormNumberItem control={control} name="title" id="x-title" label="Title" />
      {/* @ts-expect-error level is not on/off */}
      <FormSwitchItem control={control} name="level" id="x-level" label="Level" />
    </>
  );
}
