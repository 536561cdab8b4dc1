/**
 * `Cache-Control` of every content answer: API JSON, pages and site files (decisions.md section 2).
 * Errors are `no-store`; hashed assets are `immutable`.
 */
export const contentCaching = "public, max-age=300";
