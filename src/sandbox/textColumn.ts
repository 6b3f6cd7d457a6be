const SEPARATOR = '\u0001';
/** Rewrite the joined text once this many values changed in place since it was built. */
const MAX_OVERRIDES = 2_000;

/**
 * One text field of every row, searchable by substring in one pass: the values are joined into a
 * single string, searched with indexOf (one scan of one string rather than a test per row),
 * and each hit is mapped back to its row through the start offsets. Appends extend the joined
 * text; a value changed in place is kept aside (overrides) and tested on its own until there are
 * enough of them to rebuild.
 */
export class TextColumn {
  private values: string[] = [];
  private joined = '';
  private starts: number[] = [];
  private overrides = new Map<number, string>();

  get length() {
    return this.values.length;
  }

  reset(values: readonly string[]) {
    this.values = [...values];
    this.rebuild();
  }

  append(value: string) {
    this.starts.push(this.joined.length + (this.values.length > 0 ? SEPARATOR.length : 0));
    this.joined = this.values.length > 0 ? `${this.joined}${SEPARATOR}${value}` : value;
    this.values.push(value);
  }

  set(position: number, value: string) {
    if (this.values[position] === value) return;
    this.values[position] = value;
    this.overrides.set(position, value);
    if (this.overrides.size > MAX_OVERRIDES) this.rebuild();
  }

  private rebuild() {
    this.starts = [];
    let at = 0;
    for (const value of this.values) {
      this.starts.push(at);
      at += value.length + SEPARATOR.length;
    }
    this.joined = this.values.join(SEPARATOR);
    this.overrides.clear();
  }

  /** Positions whose value contains `needle`, as a mark per row (1 = contains). */
  matches(needle: string): Uint8Array {
    const count = this.values.length;
    const marks = new Uint8Array(count);
    if (needle.length === 0) return marks.fill(1);
    let row = 0;
    for (let at = this.joined.indexOf(needle); at !== -1; at = this.joined.indexOf(needle, at + 1)) {
      while (row + 1 < count && (this.starts[row + 1] ?? Infinity) <= at) row += 1;
      const end = (this.starts[row] ?? 0) + (this.values[row]?.length ?? 0);
      // A hit that runs past the end of its value spans two rows: not a match.
      if (at + needle.length <= end && !this.overrides.has(row)) marks[row] = 1;
    }
    for (const [position, value] of this.overrides) marks[position] = value.includes(needle) ? 1 : 0;
    return marks;
  }
}
