/** Scrolls the nearest scrolling box around `element` back to its top (the drawer's body). */
export function scrollToTop(element: HTMLElement | null): void {
  for (let box = element?.parentElement ?? null; box; box = box.parentElement) {
    const { overflowY } = getComputedStyle(box);
    if ((overflowY === 'auto' || overflowY === 'scroll') && box.scrollHeight > box.clientHeight) {
      box.scrollTop = 0;
      return;
    }
  }
}
