/**
 * API paths with parameters, written once (paths.ts and the section path files use them): a
 * template fastify registers that also builds the path a client requests.
 */
/** The names of a route template's `:name` segments, in order. */
type ParamNames<T extends string> = T extends `${string}:${infer Name}/${infer Rest}`
  ? [Name, ...ParamNames<`/${Rest}`>]
  : T extends `${string}:${infer Name}`
    ? [Name]
    : [];
type ValuesFor<Names extends readonly string[]> = { [K in keyof Names]: string | number };
/** One value per `:name` segment (any number of them for a template only known as a string). */
export type PathValues<T extends string> = string extends T
  ? (string | number)[]
  : ValuesFor<ParamNames<T>>;

/**
 * An API path with parameters, written once: `route` is the template fastify registers
 * (`/Student/:id/Card`); calling it builds the path a client requests, each value URI-encoded in
 * its segment's place (`STUDENT_PATHS.card(7)` is `/Student/7/Card`).
 */
export interface ParamPath<T extends string = string> {
  (...values: PathValues<T>): string;
  readonly route: T;
}

export function paramPath<const T extends string>(route: T): ParamPath<T> {
  const build = (...values: (string | number)[]): string => {
    let next = 0;
    return route.replace(/:[A-Za-z]+/g, () => encodeURIComponent(String(values[next++])));
  };
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- the values a route's parameters take (PathValues<T>) are a type the builder's rest parameter cannot name
  return Object.assign(build, { route }) as ParamPath<T>;
}

/** Where a route is registered: a plain path as it is, a path with parameters by its template. */
export const routeOf = (path: string | ParamPath): string =>
  typeof path === 'string' ? path : path.route;

/**
 * The routes the API's resource kit registers for one resource contract (its `path`, `/<Name>`):
 * the paged list, its .xlsx export, one record (read, update, delete) and a personal file's
 * signed link.
 */
export const resourcePaths = (path: string) => ({
  list: path,
  export: `${path}/Export`,
  one: paramPath(`${path}/:id`),
  file: paramPath(`${path}/:id/Files/:field`),
});
