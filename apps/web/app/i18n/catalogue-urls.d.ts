/** The address of each language's catalogue module, made by vite.config.ts (`catalogueModules`). */
declare module 'virtual:apteek/catalogue-urls' {
  export const CATALOGUE_URLS: Record<'et' | 'fi' | 'en' | 'ru', string>;
}
