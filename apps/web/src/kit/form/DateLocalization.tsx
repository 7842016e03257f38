import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { createContext, useContext, type ReactNode } from 'react';

const Provided = createContext(false);

/**
 * The date pickers' adapter (dayjs, in the browser's zone). The date inputs bring it themselves (see
 * EnsureDateLocalization) so that neither it nor dayjs lands in the shell's first page (about 12 KB
 * gzip); an app that wants one provider for all of them can wrap its tree in this.
 */
export function DateLocalization({ children }: { children: ReactNode }) {
  return (
    <Provided.Provider value>
      <LocalizationProvider dateAdapter={AdapterDayjs}>{children}</LocalizationProvider>
    </Provided.Provider>
  );
}

/** Gives a picker the adapter unless a DateLocalization above it already does. */
export function EnsureDateLocalization({ children }: { children: ReactNode }) {
  return useContext(Provided) ? children : <DateLocalization>{children}</DateLocalization>;
}
