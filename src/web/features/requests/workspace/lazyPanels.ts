import { lazy } from 'react';

// The panels (the filter form with its date pickers, the column chooser, the saved views, the
// export) load when first opened, not with the page: the orders page's first load has a budget.
export const FilterPanel = lazy(() =>
  import('../filters/FilterPanel').then((module) => ({ default: module.FilterPanel })),
);
export const ColumnsPanel = lazy(() =>
  import('../toolbar/ColumnsPanel').then((module) => ({ default: module.ColumnsPanel })),
);
export const SavedViewsPanel = lazy(() =>
  import('../views/SavedViewsPanel').then((module) => ({ default: module.SavedViewsPanel })),
);
export const ExportPanel = lazy(() =>
  import('../toolbar/ExportPanel').then((module) => ({ default: module.ExportPanel })),
);
export const FilterDrawer = lazy(() =>
  import('../filters/FilterDrawer').then((module) => ({ default: module.FilterDrawer })),
);
