/** Bounds on what one request may ask for; every one answers 400 when exceeded. */
export const limits = {
  /** characters per query option */
  optionLength: 4000,
  /** parentheses, `not` and function calls nested inside each other */
  depth: 32,
  /** literals in one `in (...)` list */
  inItems: 1000,
  /** keys in one $orderby */
  orderbyKeys: 8,
  /** levels of $expand, the outermost counting as 1 */
  expandDepth: 3,
  /** segments of one navigation path, `subscription/tenant/name` has 3 */
  pathSegments: 6,
  /** words or quoted phrases in $search */
  searchTerms: 16,
  /** rows per page, and rows per expanded to-many relation */
  maxTop: 1000,
  /** largest $skip */
  maxSkip: 2_147_483_647,
} as const;
