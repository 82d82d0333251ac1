/**
 * A prepared statement, built on first use: creating the app then needs no database at all (the OpenAPI document is
 * written from an app without one), and each statement is built once per app, not per request.
 */
export function preparedOnFirstUse<T>(prepare: () => T): () => T {
  let statement: T | undefined;
  return () => {
    statement ??= prepare();
    return statement;
  };
}
