export function QueryError({ error }: { error: Error }) {
  return (
    <p role="alert" className="query-error">
      Could not load this: {error.message}
    </p>
  );
}
