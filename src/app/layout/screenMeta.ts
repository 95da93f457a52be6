import { createContext, useContext } from 'react';
import type { RouteMeta } from '../routes/types';

/** The route (title, group…) of the screen being rendered: for pages that show their own title. */
export const ScreenMeta = createContext<RouteMeta | null>(null);
export const useScreenMeta = () => useContext(ScreenMeta);
