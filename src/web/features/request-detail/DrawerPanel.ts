/**
 * Where an action of the drawer's header shows its form: a place at the top of the drawer's body,
 * right under the header, so the form is in view the moment it opens whatever was scrolled to.
 */
export interface DrawerPanel {
  /** The element a form is rendered into (through a portal); null until the drawer has mounted it. */
  target: HTMLElement | null;
  /** Scrolls the drawer's body back to its top, where the panel is. */
  reveal: () => void;
}
