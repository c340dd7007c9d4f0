export function App() {
  return (
    <main>
      <h1>Console</h1>
      <p>
        The writing console is on its way. <a href="/">Back to the site</a>
      </p>
    </main>
  );
}
