// A typed array that grows by doubling, for the LinearModel's columns, rows and nonzeros: pushes
// cost what a JavaScript array's do, and its filled part is handed to HiGHS as it is.
type Typed = Float64Array | Int32Array | Uint8Array;

export class GrowableArray<A extends Typed> {
  private buf: A;
  private filled: number;
  /** The filled part's view, until the length changes. */
  private cached: A | undefined;

  private constructor(private readonly make: (n: number) => A, init: readonly number[]) {
    this.buf = make(Math.max(16, init.length));
    this.buf.set(init);
    this.filled = init.length;
  }

  static float64(init: readonly number[] = []): GrowableArray<Float64Array> {
    return new GrowableArray((n) => new Float64Array(n), init);
  }
  static int32(init: readonly number[] = []): GrowableArray<Int32Array> {
    return new GrowableArray((n) => new Int32Array(n), init);
  }
  static uint8(init: readonly number[] = []): GrowableArray<Uint8Array> {
    return new GrowableArray((n) => new Uint8Array(n), init);
  }

  get length(): number {
    return this.filled;
  }

  /** The filled part (a view: writes go to the array). */
  get view(): A {
    return (this.cached ??= this.buf.subarray(0, this.filled) as A);
  }

  push(x: number): void {
    if (this.filled === this.buf.length) {
      const next = this.make(this.buf.length * 2);
      next.set(this.buf);
      this.buf = next;
    }
    this.buf[this.filled++] = x;
    this.cached = undefined;
  }

  get(k: number): number {
    return this.buf[k] as number;
  }

  set(k: number, x: number): void {
    this.buf[k] = x;
  }

  add(k: number, x: number): void {
    this.buf[k] = (this.buf[k] as number) + x;
  }

  /** Keeps the first n items. */
  truncate(n: number): void {
    if (n > this.filled) throw new RangeError(`truncate to ${n} of ${this.filled} items`);
    this.filled = n;
    this.cached = undefined;
  }

  /** Makes this a copy of `other`'s items. */
  assign(other: GrowableArray<A>): void {
    this.buf = this.make(Math.max(16, other.filled));
    this.buf.set(other.view);
    this.filled = other.filled;
    this.cached = undefined;
  }
}
