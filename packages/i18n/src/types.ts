/** The shape of a namespace with every leaf a string: a translation must have exactly these keys. */
export type Messages<T> = { readonly [K in keyof T]: T[K] extends string ? string : Messages<T[K]> };
