/**
 * Splitting a pool of cents by weights so that the parts add up to the pool exactly
 * (largest-remainder method, a.k.a. Hamilton's method).
 *
 * Each claimant first gets floor(pool × weight / Σ weights) cents; the cents left over (fewer than
 * the number of claimants) go one each to the largest remainders; equal remainders go to the lower
 * document number. [decision, fishing-payroll-peru.md §2]
 */

export interface Claim {
  /** The claimant's document number: breaks ties between equal remainders. */
  readonly document: string;
  /** A non-negative integer weight (partes scaled to a common number of decimals). */
  readonly weight: bigint;
}

/**
 * The cents of each claim, in the order of `claims`. `pool` must be ≥ 0, weights ≥ 0 and their sum > 0.
 */
export function allocateLargestRemainder(pool: bigint, claims: readonly Claim[]): bigint[] {
  const order = claims
    .map((_, i) => i)
    .sort((a, b) => compareDocuments(claims[a]!.document, claims[b]!.document));
  const parts = allocateInOrder(
    pool,
    order.map((i) => claims[i]!.weight),
  );
  const result = new Array<bigint>(claims.length);
  order.forEach((claim, k) => (result[claim] = parts[k]!));
  return result;
}

/**
 * The same split for weights already in document order: equal remainders go to the lower index.
 * The engine's fast path (its crews are kept in document order).
 */
export function allocateInOrder(pool: bigint, weights: readonly bigint[]): bigint[] {
  if (pool < 0n) throw new RangeError('Negative pool');
  const n = weights.length;
  let total = 0n;
  for (let i = 0; i < n; i++) {
    if (weights[i]! < 0n) throw new RangeError('Negative weight');
    total += weights[i]!;
  }
  if (total === 0n) throw new RangeError('Weights sum to zero');
  const parts = new Array<bigint>(n);
  const remainders = new Array<bigint>(n);
  let allocated = 0n;
  for (let i = 0; i < n; i++) {
    const product = pool * weights[i]!;
    const part = product / total;
    parts[i] = part;
    remainders[i] = product - part * total;
    allocated += part;
  }
  let leftover = Number(pool - allocated);
  if (leftover === 0) return parts;
  const order = new Array<number>(n);
  for (let i = 0; i < n; i++) order[i] = i;
  order.sort((a, b) => {
    const ra = remainders[a]!;
    const rb = remainders[b]!;
    return ra !== rb ? (ra > rb ? -1 : 1) : a - b;
  });
  for (let k = 0; leftover > 0; k++, leftover--) {
    const i = order[k]!;
    parts[i] = parts[i]! + 1n;
  }
  return parts;
}

/**
 * allocateInOrder on plain numbers, for when every product pool × weight is an exact double
 * (pool × Σ weights ≤ Number.MAX_SAFE_INTEGER; the caller checks): no BigInt allocation per
 * claimant. Integer division is corrected so the result is exact, not merely close.
 */
export function allocateSafeIntegers(pool: number, weights: readonly number[], total: number): number[] {
  if (!(pool * total <= Number.MAX_SAFE_INTEGER))
    throw new RangeError('Pool too large for exact number arithmetic');
  if (pool < 0) throw new RangeError('Negative pool');
  if (total <= 0) throw new RangeError('Weights sum to zero');
  const n = weights.length;
  const parts = new Array<number>(n);
  const remainders = new Array<number>(n);
  let allocated = 0;
  for (let i = 0; i < n; i++) {
    const product = pool * weights[i]!;
    let part = Math.floor(product / total);
    let remainder = product - part * total;
    if (remainder < 0) {
      part -= 1;
      remainder += total;
    } else if (remainder >= total) {
      part += 1;
      remainder -= total;
    }
    parts[i] = part;
    remainders[i] = remainder;
    allocated += part;
  }
  // The leftover cents (fewer than n) go to the largest remainders, the lower index first among
  // equals: pick the largest remaining remainder, leftover times (crews are small).
  for (let leftover = pool - allocated; leftover > 0; leftover--) {
    let best = -1;
    for (let i = 0; i < n; i++)
      if (remainders[i]! >= 0 && (best < 0 || remainders[i]! > remainders[best]!)) best = i;
    parts[best]!++;
    remainders[best] = -1;
  }
  return parts;
}

function isDigits(text: string): boolean {
  if (text.length === 0) return false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return true;
}

function firstNonZero(text: string): number {
  let i = 0;
  while (i < text.length - 1 && text.charCodeAt(i) === 48) i++;
  return i;
}

/** Document numbers in numeric order when both are all digits ("9" before "10"), else text order. */
export function compareDocuments(a: string, b: string): number {
  if (a === b) return 0;
  if (isDigits(a) && isDigits(b)) {
    const ia = firstNonZero(a);
    const ib = firstNonZero(b);
    const la = a.length - ia;
    const lb = b.length - ib;
    if (la !== lb) return la < lb ? -1 : 1;
    for (let k = 0; k < la; k++) {
      const ca = a.charCodeAt(ia + k);
      const cb = b.charCodeAt(ib + k);
      if (ca !== cb) return ca < cb ? -1 : 1;
    }
  }
  return a < b ? -1 : 1;
}
