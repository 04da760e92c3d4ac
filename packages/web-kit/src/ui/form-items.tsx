// antd form fields bound to react-hook-form: the label (clickable, it points at the input's id), the
// required mark, the hint and the field's error (schema or server, nested paths too) around one input,
// instead of a Form.Item + Controller block per field in every console form.
import type { ReactNode } from 'react';
import {
  Controller,
  type Control,
  type ControllerRenderProps,
  type FieldPathByValue,
  type FieldValues,
  type Path,
} from 'react-hook-form';
import {
  Form,
  Input,
  InputNumber,
  Select,
  Switch,
  type GetProps,
  type InputNumberProps,
  type InputProps,
  type SelectProps,
  type SwitchProps,
} from 'antd';

type TextAreaProps = GetProps<typeof Input.TextArea>;
/** What every field takes: where its value lives, and its label. */
export interface FormItemBaseProps<T extends FieldValues, N extends Path<T> = Path<T>> {
  control: Control<T>;
  name: N;
  /** The input's id: the label's `for`, and what tests and `#id` selectors find. */
  id: string;
  label: ReactNode;
  required?: boolean;
  /** A hint under the input. */
  extra?: ReactNode;
}

/** The props a wrapper sets itself; the rest of the input's props pass through `input`. */
type Bound = 'id' | 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'checked';

/**
 * The first message of a field's error: its own, an array's `root`, or the first of its items (a tags
 * field whose `tags.1` failed shows that message).
 */
export function fieldErrorMessage(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  if ('message' in error && typeof error.message === 'string' && error.message) return error.message;
  if ('root' in error) {
    const root = fieldErrorMessage(error.root);
    if (root) return root;
  }
  if (!Array.isArray(error)) return undefined;
  for (const item of error) {
    const message = fieldErrorMessage(item);
    if (message) return message;
  }
  return undefined;
}

/** One labelled field; `render` draws the input from react-hook-form's field (give it the `id`). */
export function FormItem<T extends FieldValues, N extends Path<T>>({
  control,
  name,
  id,
  label,
  required,
  extra,
  render,
}: FormItemBaseProps<T, N> & { render: (field: ControllerRenderProps<T, N>) => ReactNode }) {
  return (
    <Controller
      name={name}
      control={control}
      // Not exact: an error on an item (`tags.1`, from the server) re-renders the list field too.
      exact={false}
      render={({ field, fieldState }) => {
        const message = fieldErrorMessage(fieldState.error);
        return (
          <Form.Item
            label={label}
            required={required}
            htmlFor={id}
            extra={extra}
            validateStatus={message ? 'error' : undefined}
            help={message}
          >
            {render(field)}
          </Form.Item>
        );
      }}
    />
  );
}

/**
 * How an emptied text field is stored: left out, as '' (a required text the schema reports as
 * missing); `true`, as null; `'blank'`, as null when only spaces are left too.
 */
export type TextNullable = boolean | 'blank';

export function textValue(raw: string, nullable?: TextNullable): string | null {
  if (nullable === 'blank') return raw.trim() === '' ? null : raw;
  if (nullable) return raw === '' ? null : raw;
  return raw;
}

type TextName<T extends FieldValues> = FieldPathByValue<T, string | null | undefined>;

export interface FormTextItemProps<T extends FieldValues, N extends TextName<T>> extends FormItemBaseProps<
  T,
  N
> {
  nullable?: TextNullable;
  /** More props for antd's Input (type, autoComplete, autoFocus, placeholder...). */
  input?: Omit<InputProps, Bound>;
}

/** A one-line text field. */
export function FormTextItem<T extends FieldValues, N extends TextName<T>>({
  nullable,
  input,
  ...item
}: FormTextItemProps<T, N>) {
  return (
    <FormItem
      {...item}
      render={(field) => (
        <Input
          {...field}
          {...input}
          id={item.id}
          value={field.value ?? ''}
          onChange={(e) => field.onChange(textValue(e.target.value, nullable))}
        />
      )}
    />
  );
}

export interface FormTextAreaItemProps<
  T extends FieldValues,
  N extends TextName<T>,
> extends FormItemBaseProps<T, N> {
  nullable?: TextNullable;
  /** More props for antd's TextArea (rows, maxLength...). */
  input?: Omit<TextAreaProps, Bound>;
}

/** A multi-line text field. */
export function FormTextAreaItem<T extends FieldValues, N extends TextName<T>>({
  nullable,
  input,
  ...item
}: FormTextAreaItemProps<T, N>) {
  return (
    <FormItem
      {...item}
      render={(field) => (
        <Input.TextArea
          {...field}
          {...input}
          id={item.id}
          value={field.value ?? ''}
          onChange={(e) => field.onChange(textValue(e.target.value, nullable))}
        />
      )}
    />
  );
}

type NumberName<T extends FieldValues> = FieldPathByValue<T, number | null | undefined>;

export interface FormNumberItemProps<
  T extends FieldValues,
  N extends NumberName<T>,
> extends FormItemBaseProps<T, N> {
  /** A cleared field is stored as null; otherwise as undefined (left out of the body). */
  nullable?: boolean;
  /** More props for antd's InputNumber (min, precision, step, placeholder, style...). */
  input?: Omit<InputNumberProps, Bound>;
}

/** A number field. */
export function FormNumberItem<T extends FieldValues, N extends NumberName<T>>({
  nullable,
  input,
  ...item
}: FormNumberItemProps<T, N>) {
  return (
    <FormItem
      {...item}
      render={(field) => (
        <InputNumber
          {...field}
          {...input}
          id={item.id}
          value={field.value ?? null}
          onChange={(v) => field.onChange(v ?? (nullable ? null : undefined))}
        />
      )}
    />
  );
}

export interface FormSelectItemProps<T extends FieldValues, N extends Path<T>> extends FormItemBaseProps<
  T,
  N
> {
  options: SelectProps['options'];
  /** A cleared choice is stored as null; otherwise as antd gives it (undefined). */
  nullable?: boolean;
  /** More props for antd's Select (mode, allowClear, showSearch, disabled, loading...). */
  input?: Omit<SelectProps, Bound | 'options'>;
}

/** A choice among options; with `input.mode` a list of them. */
export function FormSelectItem<T extends FieldValues, N extends Path<T>>({
  options,
  nullable,
  input,
  ...item
}: FormSelectItemProps<T, N>) {
  return (
    <FormItem
      {...item}
      render={(field) => (
        <Select
          {...field}
          {...input}
          id={item.id}
          options={options}
          value={field.value ?? (input?.mode ? [] : undefined)}
          onChange={(v: unknown) => field.onChange(nullable ? (v ?? null) : v)}
        />
      )}
    />
  );
}

type BooleanName<T extends FieldValues> = FieldPathByValue<T, boolean | null | undefined>;

export interface FormSwitchItemProps<T extends FieldValues, N extends BooleanName<T>> extends Omit<
  FormItemBaseProps<T, N>,
  'required' | 'extra'
> {
  input?: Omit<SwitchProps, Bound>;
}

/** An on/off field, its label beside the switch. */
export function FormSwitchItem<T extends FieldValues, N extends BooleanName<T>>({
  control,
  name,
  id,
  label,
  input,
}: FormSwitchItemProps<T, N>) {
  return (
    <Controller
      name={name}
      control={control}
      exact={false}
      render={({ field, fieldState }) => {
        const message = fieldErrorMessage(fieldState.error);
        return (
          <Form.Item
            validateStatus={message ? 'error' : undefined}
            help={message}
            style={{ marginBottom: 0 }}
          >
            <label htmlFor={id}>
              <Switch
                {...input}
                id={id}
                ref={field.ref}
                checked={!!field.value}
                onChange={(checked) => field.onChange(checked)}
                disabled={input?.disabled ?? field.disabled}
              />{' '}
              {label}
            </label>
          </Form.Item>
        );
      }}
    />
  );
}
