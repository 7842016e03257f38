import { createContext, useContext } from 'react';

/**
 * True inside a form the user may look at but not change (FormPanel `readOnly`): the kit's fields
 * show their values without accepting input, and screens leave out their add and remove buttons.
 */
export const FormReadOnlyContext = createContext(false);

export function useFormReadOnly(): boolean {
  return useContext(FormReadOnlyContext);
}
