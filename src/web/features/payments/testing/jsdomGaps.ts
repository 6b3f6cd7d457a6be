/**
 * Mantine's combobox scrolls the selected option into view on a timer; jsdom has no layout and no
 * scrollIntoView, and the timer's TypeError would surface as an unhandled error of the test file.
 */
export function fillJsdomGaps(): void {
  if (typeof Element.prototype.scrollIntoView !== 'function') {
    Element.prototype.scrollIntoView = () => {};
  }
}
