/**
 * The <dd> of the <Field> whose label reads `label`, inside `root`: how a person scans a section
 * (find the label, read beside it). Fails when there is none or more than one.
 */
export function fieldValue(label: string, root: ParentNode = document): HTMLElement {
  const matches = [...root.querySelectorAll('dt')].filter((term) => term.textContent?.trim() === label);
  if (matches.length !== 1) {
    throw new Error(`Expected one field labelled "${label}", found ${matches.length}`);
  }
  const value = matches[0]?.nextElementSibling;
  if (!(value instanceof HTMLElement) || value.tagName !== 'DD') {
    throw new Error(`The field labelled "${label}" has no value element`);
  }
  return value;
}
