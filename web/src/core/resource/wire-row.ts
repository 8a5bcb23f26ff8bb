// A server row type as JSON carries it: Date columns arrive as ISO text. Lets a special screen take its
// row type from the server's entity class (`import type`) instead of writing a copy.
export type Wire<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K] };
