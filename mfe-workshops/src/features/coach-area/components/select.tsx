// A native select with the light classes and an optional empty first option.
export function Select({ id, options, allowEmpty, ...props }: React.SelectHTMLAttributes<HTMLSelectElement> & {
  options: { value: string; label: string }[];
  allowEmpty?: string;
}) {
  return (
    <select id={id} className="cw-input" {...props}>
      {allowEmpty !== undefined && <option value="">{allowEmpty}</option>}
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}
