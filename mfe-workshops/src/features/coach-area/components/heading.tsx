// A page heading with its actions on the right.
export function Heading({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <div className="cw-row" style={{ justifyContent: 'space-between' }}>
      <h1 style={{ margin: 0 }}>{title}</h1>
      {children}
    </div>
  );
}
