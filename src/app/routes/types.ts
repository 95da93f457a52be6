import type { ComponentType } from 'react';

/** A lazily loaded page module. */
export type PageModule = () => Promise<{ default: ComponentType }>;
