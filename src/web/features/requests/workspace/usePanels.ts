import { useId, useState } from 'react';

/** The toolbar's panels: one open at a time, under the toolbar. */
export type Panel = 'filters' | 'columns' | 'views' | 'export';

/** A toolbar button's props that open and close its panel (and say so to assistive technology). */
export type PanelToggle = (panel: Panel) => {
  'aria-expanded': boolean;
  'aria-controls': string | undefined;
  onClick: () => void;
};

/** Which panel is open, the id it takes, the toggles of its buttons, and the phone's filter drawer. */
export function usePanels() {
  const panelId = useId();
  const [openPanel, setOpenPanel] = useState<Panel | null>(null);
  const [filterDrawer, setFilterDrawer] = useState(false);
  const panelToggle: PanelToggle = (panel) => ({
    'aria-expanded': openPanel === panel,
    'aria-controls': openPanel === panel ? panelId : undefined,
    onClick: () => setOpenPanel((open) => (open === panel ? null : panel)),
  });
  return { panelId, openPanel, panelToggle, filterDrawer, setFilterDrawer };
}
