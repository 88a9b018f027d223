import { createContext, useContext } from 'react';
import { BRAND } from '@oko/shared/constants';

/** The shop's name from site settings; the app provides it once settings load, BRAND until then. */
export const BrandContext = createContext<string>(BRAND);

export const useBrand = () => useContext(BrandContext);

/** What the shop is, in one sentence: the home page's welcome and its share preview. */
export const SHOP_TAGLINE =
  'Organically grown farm produce from Nigerian farms, priced in naira and delivered to your door.';

/** Spec section 2: the document title is "{title} | {brand}", or the brand alone without a title. */
export const documentTitle = (brand: string, title?: string) => (title ? `${title} | ${brand}` : brand);
