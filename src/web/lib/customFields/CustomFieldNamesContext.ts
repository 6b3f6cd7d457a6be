import { createContext, useContext } from 'react';
import type { CustomFieldNames } from '../../../contract/customFields/customFieldName';

const NONE: CustomFieldNames = new Map();

/**
 * The names admins gave custom fields, for every screen that shows one (the drawer, the history).
 * Without a provider (or before the names arrive) no field is named: each reads as its key.
 */
export const CustomFieldNamesContext = createContext<CustomFieldNames>(NONE);

export function useCustomFieldNames(): CustomFieldNames {
  return useContext(CustomFieldNamesContext);
}
