import { createContext, useContext } from 'react';
import type { Bilingual } from '@/i18n';

/** What a screen knows of its route (from the route table): its path and title in both languages. */
export interface ScreenInfo {
  path: string;
  title: Bilingual;
}

/** Provided by the shell around every screen, so a page can show its own title without importing the table. */
export const ScreenMeta = createContext<ScreenInfo | null>(null);
export const useScreenMeta = () => useContext(ScreenMeta);
