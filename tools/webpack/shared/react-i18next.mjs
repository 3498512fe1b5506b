// The react-i18next every app provides to the share scope (tools/webpack/shared-singletons.cjs), by name as
// react-router-dom.mjs is: the hooks, the provider, the context and the HOCs. Left out: `Trans` and its ICU and
// context-free variants (an HTML parser with them: 11.5 -> 3.8 KB gzip; no app uses them, strings with markup are
// split into keys instead) and the server-rendering helpers (`useSSR`, `withSSR`, `getInitialProps`: the platform
// renders in the browser only). Every build checks that the app imports only these names (SharedSurfacePlugin); a
// name added here reaches remotes once a shell built with it is deployed.
// `fc-react-i18next-package` is an alias of the real package (create-config.cjs).
export {
  I18nContext, I18nextProvider, Translation, getDefaults, getI18n, initReactI18next, setDefaults, setI18n,
  useTranslation, withTranslation,
} from 'fc-react-i18next-package';
