/** Prescription pages are health data: no browser, service worker or shared cache keeps them (issue 17 item 6). */
export function prescriptionHeaders(): HeadersInit {
  return { 'cache-control': 'no-store, private' };
}
