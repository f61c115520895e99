export function BrowserDetailsList({ details }: { details: Record<string, string> }) {
  return (
    <dl className="vf-compat-details">
      {Object.entries(details).map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
