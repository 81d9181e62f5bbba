/** An exact probability or ratio. Always normalised: `den > 0`, `gcd(num, den) = 1`. */
export interface Rational {
  readonly num: number;
  readonly den: number;
}

export function gcd(a: number, b: number): number {
  a = Math.abs(a);
  b = Math.abs(b);
  while (b !== 0) {
    const t = a % b;
    a = b;
    b = t;
  }
  return a;
}

export function lcm(a: number, b: number): number {
  return a === 0 || b === 0 ? 0 : Math.abs((a / gcd(a, b)) * b);
}

export function rational(num: number, den = 1): Rational {
  if (!Number.isSafeInteger(num) || !Number.isSafeInteger(den) || den === 0) {
    throw new RangeError(`rational: need safe integers with den != 0, got ${num}/${den}`);
  }
  const sign = den < 0 ? -1 : 1;
  const g = gcd(num, den) || 1;
  return { num: (sign * num) / g + 0, den: (sign * den) / g };
}

export const RAT_ZERO: Rational = { num: 0, den: 1 };
export const RAT_ONE: Rational = { num: 1, den: 1 };

export function ratAdd(a: Rational, b: Rational): Rational {
  const d = lcm(a.den, b.den);
  return rational(a.num * (d / a.den) + b.num * (d / b.den), d);
}

export function ratSub(a: Rational, b: Rational): Rational {
  return ratAdd(a, { num: -b.num, den: b.den });
}

export function ratMul(a: Rational, b: Rational): Rational {
  const g1 = gcd(a.num, b.den) || 1;
  const g2 = gcd(b.num, a.den) || 1;
  return rational((a.num / g1) * (b.num / g2), (a.den / g2) * (b.den / g1));
}

export function ratEquals(a: Rational, b: Rational): boolean {
  const x = rational(a.num, a.den);
  const y = rational(b.num, b.den);
  return x.num === y.num && x.den === y.den;
}

export function ratCompare(a: Rational, b: Rational): number {
  const d = lcm(a.den, b.den);
  return a.num * (d / a.den) - b.num * (d / b.den);
}

export function ratSum(values: readonly Rational[]): Rational {
  return values.reduce(ratAdd, RAT_ZERO);
}

export function ratToNumber(r: Rational): number {
  return r.num / r.den;
}

export function isProbability(r: Rational): boolean {
  return Number.isSafeInteger(r.num) && Number.isSafeInteger(r.den) && r.den > 0 && r.num >= 0 && r.num <= r.den;
}
