/// <reference types="vite/client" />

/** The portal's version, from its package.json. */
declare const __APP_VERSION__: string;
