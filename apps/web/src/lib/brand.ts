import { createContext, useContext, useEffect } from 'react';
import { BRAND } from '@oko/shared/constants';

/** The shop's name from site settings; the app provides it once settings load, BRAND until then. */
export const BrandContext = createContext<string>(BRAND);

export const useBrand = () => useContext(BrandContext);

/** Spec section 2: the document title is "{title} | {brand}", or the brand alone without a title. */
export function useDocumentTitle(title?: string) {
  const brand = useBrand();
  useEffect(() => {
    document.title = title ? `${title} | ${brand}` : brand;
  }, [title, brand]);
}
