/**
 * The values of a multiple choice that parse as the filter's items, or undefined when none is
 * left: an empty choice is no filter at all, so it leaves the URL.
 */
export function choiceValues<T>(values: string[], parse: (value: string) => T | undefined): T[] | undefined {
  const kept = values.flatMap((value) => {
    const item = parse(value);
    return item === undefined ? [] : [item];
  });
  return kept.length > 0 ? kept : undefined;
}
