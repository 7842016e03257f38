import { useEffect } from 'react';

export const PRODUCT_NAME = 'Operations Portal';

export function pageTitle(header?: string): string {
  return header ? `${header} - ${PRODUCT_NAME}` : PRODUCT_NAME;
}

/** Sets the browser title to 'header - product name' while the screen is shown. */
export function usePageTitle(header?: string): void {
  useEffect(() => {
    document.title = pageTitle(header);
    return () => {
      document.title = PRODUCT_NAME;
    };
  }, [header]);
}
