// The UI kit's part in the root entry `@fc/shared`: what a guest's first screen renders (the shell's navbar, footer and
// layouts, the home page) and what those components are made of. Every other component is in `./kit.ts`, the entry
// `@fc/shared/ui`, a singleton of its own loaded with the first page that uses it. The whole kit's stylesheets: the
// shell's build puts its own before any remote's, whenever they load (tools/webpack/create-config.cjs).
import './theme.css';

export { AreaNav, withAreaNav, type AreaNavProps } from './area-nav/area-nav';
export { AREA_NAV, currentAreaLink, type AreaGroup, type AreaId, type AreaLink } from './area-nav/areas';
export { Button, ButtonLink, type ButtonLinkProps, type ButtonProps, type ButtonSize, type ButtonVariant } from './button/button';
export { ArtTile, CardArt, type ArtTileProps, type CardArtProps } from './card-art/card-art';
export { Countdown, CountdownTo, type CountdownProps, type CountdownToProps } from './countdown/countdown';
export { useSecondsLeft, useServerNow, type ServerClock } from './countdown/server-clock';
export { Money, useFormatMoney, type MoneyProps } from './money/money';
export { PageFrame, type Crumb, type PageFrameProps } from './page-frame/page-frame';
export { PageTitle, type PageTitleProps } from './page-title/page-title';
export { ProgressBar, type ProgressBarProps, type ProgressBarTone } from './progress-bar/progress-bar';
export { SectionNav, type SectionNavGroup, type SectionNavLink, type SectionNavProps } from './section-nav/section-nav';
export { Skeleton, type SkeletonProps } from './skeleton/skeleton';
export { Spinner, type SpinnerProps } from './spinner/spinner';
export { revealInStrip, useScrollEdges, type ScrollEdges } from './lib/use-scroll-edges';
export { useHydrated } from './lib/use-hydrated';
export { TOAST_DURATION_MS, ToastProvider, useToast, type ToastApi, type ToastOptions, type ToastTone } from './toast/toast';
