import { type Compilable, CompiledQuery, type QueryResult } from 'kysely';

/** What runs a compiled query: the database or a transaction. */
interface Executor {
  executeQuery<R>(query: CompiledQuery<R>): Promise<QueryResult<R>>;
}

/**
 * A query built and compiled once, then run with new values (its rows given back): building a Kysely query
 * anew for every call (its nodes, then the SQL text) costs more than running it. `build` is called once, with
 * stand-ins in place of the values; each must reach the SQL as a parameter (a value the query folded
 * into its text, or never used, would be lost: it throws then). Other parameters are the query's own
 * constants (a limit), and stay as they are.
 */
export function prepared<Values extends Record<string, string | number>, Row = unknown>(
  build: (values: Values) => Compilable<Row>,
): (executor: Executor, values: Values) => Promise<Row[]> {
  const standIns = new Map<string, keyof Values>();
  const proxy = new Proxy({} as Values, {
    get(_, name: string) {
      const standIn = `\u0000prepared:${name}\u0000`;
      standIns.set(standIn, name);
      return standIn;
    },
  });
  const compiled = build(proxy).compile();
  const order = compiled.parameters.map((parameter) => ({
    name: typeof parameter === 'string' ? standIns.get(parameter) : undefined,
    constant: parameter,
  }));
  const used = new Set(order.map((p) => p.name).filter((name) => name !== undefined));
  if (used.size !== new Set(standIns.values()).size) {
    throw new Error(`prepared: a value given is not a parameter of ${compiled.sql}`);
  }
  return async (executor, values) => {
    const parameters = order.map(({ name, constant }) => (name === undefined ? constant : values[name]));
    const result = await executor.executeQuery<Row>(CompiledQuery.raw(compiled.sql, parameters) as CompiledQuery<Row>);
    return result.rows;
  };
}
