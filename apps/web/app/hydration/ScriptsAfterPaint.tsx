import { use, type ContextType } from 'react';
import {
  UNSAFE_DataRouterContext,
  UNSAFE_DataRouterStateContext,
  UNSAFE_FrameworkContext,
  matchRoutes,
  type DataRouteObject,
} from 'react-router';
import { useHydrated } from '../shell/index.ts';
import { EARLY_CLICKS_SCRIPT, useEarlyClicksReplay } from './early-clicks.ts';

/**
 * React Router's `<Scripts>`, with the page's JavaScript requested after its first paint instead of
 * beside it (docs/PERFORMANCE.md, "Scripts after the first paint"). `<Scripts>` puts a module
 * preload per script in the head and an inline module that imports them at once, so on a slow link
 * the largest paint shares the line with 150 KB of scripts. Here the HTML carries no script but
 * inline ones: the hydration data (`window.__reactRouterContext`, as `<Scripts>` writes it) and a
 * starter that, once the page has loaded (stylesheet, images) and painted, imports the same modules
 * (and `preload`, more modules the entry imports), publishes the route modules and imports the
 * client entry, as `<Scripts>` does. A tap on a button before then is kept and given again after
 * hydration (early-clicks.ts).
 *
 * It reads React Router's framework context, as `<Scripts>` does (7.18), and writes the part of the
 * route manifest the page needs, as `<Scripts>` does with lazy route discovery (the default; the
 * whole manifest made the browser rank every route in one long task while hydrating). The stories
 * in `e2e/first-paint.spec.ts` prove the order and the hydration on every page type.
 */
export function ScriptsAfterPaint({
  preload = () => [],
}: {
  /** More modules the entry imports, given the page's scripts. */
  preload?: (scripts: string[]) => string[];
}) {
  const framework = use(UNSAFE_FrameworkContext);
  const dataRouter = use(UNSAFE_DataRouterContext);
  const routerState = use(UNSAFE_DataRouterStateContext);
  const hydrated = useHydrated();
  useEarlyClicksReplay();
  if (!framework || !dataRouter || !routerState)
    throw new Error('ScriptsAfterPaint renders inside the router');
  if (framework.routeDiscovery.mode !== 'lazy' || !framework.ssr) {
    throw new Error('ScriptsAfterPaint writes the manifest for lazy route discovery only');
  }
  noteScriptsRendered(framework.renderMeta);
  if (hydrated) return null;
  const { manifest, serverHandoffString, nonce } = framework;
  // In the browser the scripts have run: hydration keeps the server's text (suppressHydrationWarning),
  // and the browser's build leaves out the code that writes them.
  const scripts =
    import.meta.env.SSR && dataRouter.staticContext
      ? [
          `window.__reactRouterContext = ${serverHandoffString};window.__reactRouterContext.stream = new ReadableStream({start(controller){window.__reactRouterContext.streamController = controller;}}).pipeThrough(new TextEncoderStream());`,
          `window.__reactRouterManifest=${json(partialManifest(manifest, dataRouter.router.routes, routerState))};`,
          starter(preload, manifest, routerState.matches),
        ]
      : [' ', ' ', ' '];
  return scripts.map((script, index) => (
    <script key={index} nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: script }} />
  ));
}

/** The recorder of early taps (early-clicks.ts), first in the head. */
export function EarlyClicks() {
  const nonce = use(UNSAFE_FrameworkContext)?.nonce;
  return (
    <script
      nonce={nonce}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: EARLY_CLICKS_SCRIPT }}
    />
  );
}

type Manifest = NonNullable<ContextType<typeof UNSAFE_FrameworkContext>>['manifest'];

function starter(
  preload: (scripts: string[]) => string[],
  manifest: Manifest,
  matches: readonly { route: { id: string } }[],
): string {
  const routes = matches.map(({ route }) => {
    const entry = manifest.routes[route.id];
    if (!entry) throw new Error(`route ${route.id} is not in the build's manifest`);
    const modules = [
      entry.clientActionModule,
      entry.clientLoaderModule,
      entry.clientMiddlewareModule,
      entry.hydrateFallbackModule,
      entry.module,
    ].filter((module): module is string => Boolean(module));
    return { id: route.id, modules, imports: entry.imports ?? [] };
  });
  const scripts = [
    ...manifest.entry.imports,
    ...routes.flatMap(({ modules, imports }) => [...modules, ...imports]),
  ];
  // Not the entry itself: it hydrates when evaluated, so it is fetched beside the rest but run last.
  const everything = [...new Set([...preload(scripts), ...scripts])];
  const args = [everything, routes.map(({ id, modules }) => [id, modules]), manifest.entry.module];
  return `(${START_AFTER_PAINT})(${args.map(json).join(',')});`;
}

/**
 * React Router streams the rest of the loader data only where its scripts were rendered: the
 * request's render record says so, as `<Scripts>` writes it.
 */
function noteScriptsRendered(renderMeta: { didRenderScripts?: boolean } | undefined) {
  if (renderMeta) renderMeta.didRenderScripts = true;
}

/** JSON inside an inline script: `<` escaped so no text can close the element. */
function json(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * The starter's body, a function of (every module, [route id, its modules][], the entry). It starts
 * once the page has loaded, two animation frames later (its images painted) and once the browser
 * has reported a largest paint (the report comes when the frame is on screen, which can be a frame
 * after it was drawn); or after 3 s, should an image hang or the tab be in the background. Then it
 * starts the import of every module (no waterfall through their imports), one per task: each
 * `import()` costs the main thread about a millisecond, and the checkout's twenty in one task were
 * a long task of their own. It preloads the entry, publishes the route modules, merged
 * where a route has several (as `<Scripts>` does), and only then imports the entry. Text (ES2017),
 * as it runs in the browser.
 */
const START_AFTER_PAINT = `function(all,routes,entry){
var started=false;
function start(){
if(started)return;started=true;
var link=document.createElement('link');link.rel='modulepreload';link.href=entry;document.head.appendChild(link);
var rest=all.slice(),channel=new MessageChannel();
function importNext(){var url=rest.shift();if(url===undefined){channel.port1.close();return;}
import(url).catch(function(){});channel.port2.postMessage(0);}
channel.port1.onmessage=importNext;importNext();
Promise.all(routes.map(function(route){
return Promise.all(route[1].map(function(url){return import(url);})).then(function(parts){
return [route[0],parts.length===1?parts[0]:Object.assign.apply(Object,[{}].concat(parts))];});}))
.then(function(loaded){var modules={};loaded.forEach(function(r){modules[r[0]]=r[1];});
window.__reactRouterRouteModules=modules;return import(entry);});}
function whenPainted(){
if(!window.PerformanceObserver||PerformanceObserver.supportedEntryTypes.indexOf('largest-contentful-paint')<0)return start();
new PerformanceObserver(function(list,observer){observer.disconnect();setTimeout(start,0);}).observe({type:'largest-contentful-paint',buffered:true});}
function afterPaint(){requestAnimationFrame(function(){requestAnimationFrame(whenPainted);});}
if(document.readyState==='complete')afterPaint();else window.addEventListener('load',afterPaint,{once:true});
setTimeout(start,3000);}`;

/**
 * The routes the browser knows before it discovers more: the page's matches and those of its
 * ancestor paths, as React Router's `<Scripts>` writes them for lazy route discovery.
 */
function partialManifest(
  { sri, ...manifest }: Manifest,
  routes: DataRouteObject[],
  state: { matches: readonly { route: { id: string } }[]; location: { pathname: string } },
) {
  const ids = new Set(state.matches.map(({ route }) => route.id));
  const segments = state.location.pathname.split('/').filter(Boolean);
  const paths = ['/'];
  for (segments.pop(); segments.length > 0; segments.pop()) paths.push(`/${segments.join('/')}`);
  for (const path of paths) for (const id of routeIdsAt(manifest.routes, routes, path)) ids.add(id);
  return {
    ...manifest,
    routes: Object.fromEntries([...ids].map((id) => [id, manifest.routes[id]])),
    sri: sri ? true : undefined,
  };
}

/** Paths whose matches are kept per build: every new product adds one, so it is bounded. */
const MAX_KEPT_PATHS = 2000;
const matchedIds = new WeakMap<Manifest['routes'], Map<string, string[]>>();

/**
 * The ids of the routes `path` matches. `matchRoutes` flattens and ranks the whole route table on
 * every call, about 1.4 ms of each rendered page for its three or four paths, while the table is
 * the same for every request of a build and the paths ('/', '/en/p', …) repeat. Kept by the
 * build's manifest: the router's route objects are made anew for each request.
 */
function routeIdsAt(build: Manifest['routes'], routes: DataRouteObject[], path: string): string[] {
  let byPath = matchedIds.get(build);
  if (!byPath) matchedIds.set(build, (byPath = new Map<string, string[]>()));
  let ids = byPath.get(path);
  if (!ids) {
    ids = (matchRoutes(routes, path) ?? []).map(({ route }) => route.id);
    if (byPath.size >= MAX_KEPT_PATHS) byPath.clear();
    byPath.set(path, ids);
  }
  return ids;
}
