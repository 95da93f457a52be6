// Types of ./layerMessages.js.
export declare const LAYERS: readonly string[];
export declare const REACT_LAYERS: ReadonlySet<string>;
export declare const MESSAGES: {
  down: (from: string, to: string) => string;
  mocks: string;
  mocksZone: string;
  i18nReact: string;
  featureApp: string;
  featureArea: (area: string) => string;
  entities: string;
  handlers: string;
  seeds: string;
};
