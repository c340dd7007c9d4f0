/**
 * Prepared reads, each built on its first use and kept by its shape: what changes its SQL (the
 * viewer's role, which filters are set, the sort), never the values it runs with. Drizzle would
 * otherwise build the same SQL on every call. Shapes must come from a bounded set.
 */
export class PreparedStatements {
  private readonly statements = new Map<string, unknown>();

  get<T>(shape: string, prepare: () => T): T {
    let statement = this.statements.get(shape) as T | undefined;
    if (statement === undefined) {
      statement = prepare();
      this.statements.set(shape, statement);
    }
    return statement;
  }
}
