// @coachwork/web-kit/field: labelled inputs for light pages. Not a shared module (see light/field.tsx).
export { Field, SelectField, TextAreaField } from './light/field';
export type { FieldFrameProps, FieldProps, SelectFieldProps, TextAreaFieldProps } from './light/field';
