import {
  Component,
  createElement,
  lazy,
  Suspense,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { wantLaterTexts } from '../i18n/later-texts-signal.ts';
import { useTranslation } from '../i18n/translation.tsx';
import { notify } from './notification-store.ts';

/** A part whose code could not be downloaded. */
export const PART_OFFLINE = "Component couldn't be loaded due to lack of network connectivity.";
export const PART_FAILED = 'An error occured while loading the component.';

/** The parts whose download failed; trying again starts their downloads afresh. */
const failedParts = new Set<() => void>();

function retryFailedParts() {
  for (const reset of failedParts) reset();
  failedParts.clear();
}

/**
 * A component whose code is left out of the first page load and fetched on first use; `preload`
 * starts the download early, e.g. when the pointer reaches the control that opens it. A failed
 * download is not kept: the next try (the notice's Try again) downloads it again.
 * `texts`: the later texts the part waits for (i18n/texts-split.ts), fetched beside its code: the
 * shared ones by default, a part's own (the login modal's `login`), or none.
 */
export function onDemand<P extends object>(
  load: () => Promise<ComponentType<P>>,
  texts: string | null = 'later',
) {
  let loading: Promise<ComponentType<P>> | undefined;
  const start = () => {
    if (!loading && texts !== null) wantLaterTexts(texts);
    return (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      failedParts.add(reset);
      throw error;
    }));
  };
  const makeLazy = () => lazy(async () => ({ default: await start() }));
  let current = makeLazy();
  function reset() {
    current = makeLazy();
  }
  function OnDemand(props: P) {
    return createElement(current as ComponentType<P>, props);
  }
  // A failed download shows when the component renders (MountWhen renders its fallback then).
  return Object.assign(OnDemand, { preload: () => void start().catch(() => undefined) });
}

/**
 * Renders its children from the first time `when` is true (so their code loads then) and keeps
 * them mounted afterwards. Until they have loaded, and if their code cannot be loaded, it renders
 * `fallback` (nothing by default): the page around them keeps working, and a notice says why the
 * part is missing (offline, or an error with Try again).
 */
export function MountWhen({
  when,
  fallback = null,
  children,
}: {
  when: boolean;
  fallback?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const [used, setUsed] = useState(when);
  if (when && !used) setUsed(true);
  if (!used) return fallback;
  const onFailed = (retry: () => void) => {
    if (!navigator.onLine) {
      notify({ type: 'warning', message: t(PART_OFFLINE) });
      return;
    }
    notify({
      type: 'danger',
      message: t(PART_FAILED),
      timeToLive: null,
      action: { label: t('Try again'), run: retry },
    });
  };
  return (
    <Unavailable fallback={fallback} onFailed={onFailed}>
      <Suspense fallback={fallback}>{children}</Suspense>
    </Unavailable>
  );
}

interface UnavailableProps {
  fallback: ReactNode;
  onFailed: (retry: () => void) => void;
  children: ReactNode;
}

class Unavailable extends Component<UnavailableProps, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch() {
    this.props.onFailed(() => {
      retryFailedParts();
      this.setState({ failed: false });
    });
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
